import type { BookingDraft, Slot } from '@app/contracts';

/** An hourly slot as GET /api/venues/{id}/slots/ answers it; free and on one court unless overridden. */
export function makeSlot(time: string, pricePence: number | null, overrides: Partial<Slot> = {}): Slot {
  const hour = Number(time.slice(0, 2));
  return {
    time,
    endTime: `${String(hour + 1).padStart(2, '0')}:00`,
    available: true,
    price: pricePence === null ? null : pricePence / 100,
    pricePence,
    priceLabel: pricePence === null ? 'Price TBD' : `£${(pricePence / 100).toFixed(2)}`,
    isSpecial: false,
    notes: '',
    unavailableReason: null,
    courtCount: 1,
    courtsLeft: 1,
    ...overrides,
  };
}

/** The draft the venue page writes for two hours, the second at a special price (£85.50 in all). */
export const BOOKING_DRAFT: BookingDraft = {
  venueId: 7,
  venueName: 'Battersea Park Racquet Club',
  sport: 'Tennis',
  date: '2026-11-25',
  timeSlots: ['10:00', '11:00'],
  slotDetails: [
    { time: '10:00', price: 40, isSpecial: false, notes: '' },
    { time: '11:00', price: 45.5, isSpecial: true, notes: 'Peak' },
  ],
  startTime: '10:00',
  endTime: '12:00',
  pricePerHour: 40,
  duration: 2,
  totalAmount: 85.5,
  totalAmountPence: 8550,
  venueLocation: 'Battersea, London',
  venueAddress: 'Battersea Park, London SW11 4NJ',
  hasSpecialPricing: true,
  priceBreakdown: [
    { time: '10:00', price: 40, pricePence: 4000, isSpecial: false, notes: '' },
    { time: '11:00', price: 45.5, pricePence: 4550, isSpecial: true, notes: 'Peak' },
  ],
  splitPayment: { enabled: false, numberOfPeople: 2, inviteEmails: [], paymentLinkGenerated: false },
};
