// @vitest-environment jsdom
import { PAYMENT_MESSAGES, type BookingDraft } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { checkBookingDraft } from '@/features/booking/lib/checkout-draft';
import { BOOKING_DRAFT as draft } from './support/booking-fixtures';

const without = (...fields: (keyof BookingDraft)[]) => {
  const copy: Record<string, unknown> = { ...draft };
  for (const field of fields) delete copy[field];
  return JSON.stringify(copy);
};

describe('checkout draft validation', () => {
  it('accepts the draft the venue page writes', () => {
    expect(checkBookingDraft(JSON.stringify(draft))).toEqual({ ok: true, draft });
  });

  it('says the booking is incomplete when there is no draft or it is not JSON', () => {
    for (const raw of [null, '', 'not json', '[]', '42', 'null']) {
      expect(checkBookingDraft(raw)).toEqual({ ok: false, message: PAYMENT_MESSAGES.incompleteDraft });
    }
    expect(PAYMENT_MESSAGES.incompleteDraft).toBe(
      'Booking information is incomplete. Please start the booking process again.',
    );
  });

  it('names the missing required fields in order', () => {
    expect(checkBookingDraft(without('venueName', 'totalAmount'))).toEqual({
      ok: false,
      message: 'Missing required booking information: venueName, totalAmount. Please start the booking process again.',
    });
    expect(checkBookingDraft(JSON.stringify({ ...draft, sport: '', date: null }))).toEqual({
      ok: false,
      message: 'Missing required booking information: sport, date. Please start the booking process again.',
    });
    expect(checkBookingDraft('{}')).toEqual({
      ok: false,
      message:
        'Missing required booking information: venueId, venueName, sport, date, totalAmount. Please start the booking process again.',
    });
  });

  it('treats a draft with the required fields but nothing to book as incomplete', () => {
    expect(checkBookingDraft(JSON.stringify({ ...draft, timeSlots: [] }))).toEqual({
      ok: false,
      message: PAYMENT_MESSAGES.incompleteDraft,
    });
    expect(checkBookingDraft(without('totalAmountPence'))).toEqual({
      ok: false,
      message: PAYMENT_MESSAGES.incompleteDraft,
    });
    expect(checkBookingDraft(JSON.stringify({ ...draft, venueId: 'seven' }))).toEqual({
      ok: false,
      message: PAYMENT_MESSAGES.incompleteDraft,
    });
  });
});
