// Apart from availability.ts's schemas, so the venue page shows them without loading zod (docs/decisions/0035).
export const AVAILABILITY_MESSAGES = {
  selectBeforeBooking: 'Please select date, time slots, and sport before booking',
  venueDataUnavailable: 'Venue data not available',
  dateOutsideWindow: 'Bookings can be made from today up to 30 days ahead.',
  sportNotOffered: 'This venue does not offer that sport.',
  venueNotFound: 'Venue not found',
} as const;
