// @vitest-environment jsdom
import { PAYMENT_MESSAGES, type BookingDraft } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { checkBookingDraft } from '@/features/booking/lib/checkout-draft';

const draft: BookingDraft = {
  venueId: 7,
  venueName: 'Battersea Park Racquet Club',
  sport: 'Tennis',
  date: '2026-11-25',
  timeSlots: ['10:00', '11:00'],
  slotDetails: [
    { time: '10:00', price: 40, isSpecial: false, notes: '' },
    { time: '11:00', price: 40, isSpecial: false, notes: '' },
  ],
  startTime: '10:00',
  endTime: '12:00',
  pricePerHour: 40,
  duration: 2,
  totalAmount: 80,
  totalAmountPence: 8000,
  venueLocation: 'Battersea, London',
  venueAddress: 'Battersea Park, London SW11 4NJ',
  hasSpecialPricing: false,
  priceBreakdown: [
    { time: '10:00', price: 40, pricePence: 4000, isSpecial: false, notes: '' },
    { time: '11:00', price: 40, pricePence: 4000, isSpecial: false, notes: '' },
  ],
  splitPayment: { enabled: false, numberOfPeople: 2, inviteEmails: [], paymentLinkGenerated: false },
};

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
    expect(PAYMENT_MESSAGES.incompleteDraft).toBe('Booking information is incomplete. Please start the booking process again.');
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
      message: 'Missing required booking information: venueId, venueName, sport, date, totalAmount. Please start the booking process again.',
    });
  });

  it('treats a draft with the required fields but nothing to book as incomplete', () => {
    expect(checkBookingDraft(JSON.stringify({ ...draft, timeSlots: [] }))).toEqual({ ok: false, message: PAYMENT_MESSAGES.incompleteDraft });
    expect(checkBookingDraft(without('totalAmountPence'))).toEqual({ ok: false, message: PAYMENT_MESSAGES.incompleteDraft });
    expect(checkBookingDraft(JSON.stringify({ ...draft, venueId: 'seven' }))).toEqual({ ok: false, message: PAYMENT_MESSAGES.incompleteDraft });
  });
});
