// @vitest-environment jsdom
import { AVAILABILITY_MESSAGES, bookingDraftSchema, SPLIT_MESSAGES, type VenueDetail } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { bookingProblem, buildBookingDraft, NO_SPLIT, totalPence } from '@/features/venues/lib/booking-draft';
import { isTooLateToSplitSlot, resizeInviteEmails, validateSplit } from '@/lib/split-payment';
import { makeSlot as slot } from './support/booking-fixtures';

const venue: Pick<VenueDetail, 'id' | 'name' | 'location' | 'address' | 'sportConfigs'> = {
  id: 7,
  name: 'Holland Park Tennis Rooms',
  location: 'Kensington, London',
  address: 'Ilchester Place, London W14 8AA',
  sportConfigs: [
    {
      sport: 'Tennis',
      pricePerHour: 35.5,
      pricePerHourPence: 3550,
      courtCount: 4,
      images: [],
      description: '',
      facilities: [],
    },
    {
      sport: 'Padel',
      pricePerHour: null,
      pricePerHourPence: null,
      courtCount: 1,
      images: [],
      description: '',
      facilities: [],
    },
  ],
};

describe('booking draft', () => {
  it('sorts the slots, sums pence exactly and lists a per-slot breakdown', () => {
    // 0.1 + 0.2 style prices: pence integers must add up exactly.
    const chosen = [
      slot('18:00', 4010, { isSpecial: true, notes: 'Floodlit evening' }),
      slot('10:00', 3550),
      slot('14:00', 3550),
    ];
    const draft = buildBookingDraft({ venue, sport: 'Tennis', date: '2026-05-04', slots: chosen, split: NO_SPLIT });

    expect(bookingDraftSchema.safeParse(draft).success).toBe(true);
    expect(draft.timeSlots).toEqual(['10:00', '14:00', '18:00']);
    expect(draft.startTime).toBe('10:00');
    expect(draft.endTime).toBe('19:00');
    expect(draft.duration).toBe(3);
    expect(draft.totalAmountPence).toBe(11110);
    expect(draft.totalAmount).toBe(111.1);
    expect(draft.pricePerHour).toBe(35.5);
    expect(draft.hasSpecialPricing).toBe(true);
    expect(draft.venueId).toBe(7);
    expect(draft.venueName).toBe('Holland Park Tennis Rooms');
    expect(draft.venueLocation).toBe('Kensington, London');
    expect(draft.venueAddress).toBe('Ilchester Place, London W14 8AA');
    expect(draft.priceBreakdown).toEqual([
      { time: '10:00', price: 35.5, pricePence: 3550, isSpecial: false, notes: '' },
      { time: '14:00', price: 35.5, pricePence: 3550, isSpecial: false, notes: '' },
      { time: '18:00', price: 40.1, pricePence: 4010, isSpecial: true, notes: 'Floodlit evening' },
    ]);
    expect(draft.slotDetails.map((detail) => detail.time)).toEqual(['10:00', '14:00', '18:00']);
    expect(draft.splitPayment).toEqual({
      enabled: false,
      numberOfPeople: 2,
      inviteEmails: [],
      paymentLinkGenerated: false,
    });
  });

  it('sums 0.10 + 0.20 style amounts without float error', () => {
    expect(totalPence([{ pricePence: 10 }, { pricePence: 20 }])).toBe(30);
    const draft = buildBookingDraft({
      venue,
      sport: 'Tennis',
      date: '2026-05-04',
      slots: [slot('08:00', 10), slot('09:00', 20)],
      split: NO_SPLIT,
    });
    expect(draft.totalAmount).toBe(0.3);
  });

  it('uses the £30 fallback for a sport without a price and carries the split settings', () => {
    const draft = buildBookingDraft({
      venue,
      sport: 'Padel',
      date: '2026-05-04',
      slots: [slot('09:00', 3000)],
      split: { enabled: true, numberOfPeople: 3, inviteEmails: [' a@b.co ', 'c@d.co'], paymentLinkGenerated: true },
    });
    expect(draft.pricePerHour).toBe(30);
    expect(draft.splitPayment).toEqual({
      enabled: true,
      numberOfPeople: 3,
      inviteEmails: ['a@b.co', 'c@d.co'],
      paymentLinkGenerated: true,
    });
  });

  it('refuses to book until sport, date and slots are chosen, and without venue data', () => {
    const one = [slot('09:00', 3000)];
    expect(bookingProblem({ venue, sport: '', date: '2026-05-04', slots: one })).toBe(
      AVAILABILITY_MESSAGES.selectBeforeBooking,
    );
    expect(bookingProblem({ venue, sport: 'Tennis', date: '', slots: one })).toBe(
      AVAILABILITY_MESSAGES.selectBeforeBooking,
    );
    expect(bookingProblem({ venue, sport: 'Tennis', date: '2026-05-04', slots: [] })).toBe(
      AVAILABILITY_MESSAGES.selectBeforeBooking,
    );
    expect(bookingProblem({ venue: undefined, sport: 'Tennis', date: '2026-05-04', slots: one })).toBe(
      AVAILABILITY_MESSAGES.venueDataUnavailable,
    );
    expect(bookingProblem({ venue, sport: 'Tennis', date: '2026-05-04', slots: one })).toBeNull();
  });
});

describe('split payment form', () => {
  it('keeps one e-mail field per other person, preserving what was typed', () => {
    expect(resizeInviteEmails(['a@b.co'], 4)).toEqual(['a@b.co', '', '']);
    expect(resizeInviteEmails(['a@b.co', 'c@d.co', 'e@f.co'], 2)).toEqual(['a@b.co']);
  });

  it('validates with the spec messages', () => {
    expect(validateSplit(Number.NaN, [])).toBe(SPLIT_MESSAGES.fillRequired);
    expect(validateSplit(21, [])).toBe(SPLIT_MESSAGES.fillRequired);
    expect(validateSplit(3, ['a@b.co', ' '])).toBe(SPLIT_MESSAGES.emailsForAll);
    expect(validateSplit(3, ['a@b.co', 'not-an-email'])).toBe(SPLIT_MESSAGES.validEmails);
    expect(validateSplit(3, ['a@b.co', 'c@d.co'])).toBeNull();
  });
});

describe('split cut-off on the venue page', () => {
  it('refuses a split when the first slot starts within 4 hours, in London time', () => {
    const now = new Date('2026-07-15T08:00:00Z'); // 09:00 in London (summer time)
    expect(isTooLateToSplitSlot('2026-07-15', '12:00', now)).toBe(true); // 3 h away
    expect(isTooLateToSplitSlot('2026-07-15', '13:00', now)).toBe(false); // exactly 4 h
    expect(isTooLateToSplitSlot('2026-07-16', '08:00', now)).toBe(false);
    // In winter London is on UTC: the same wall-clock hours are exactly 4 h apart.
    expect(isTooLateToSplitSlot('2026-01-15', '12:00', new Date('2026-01-15T08:00:00Z'))).toBe(false);
  });
});
