/*
 * Every TanStack Query key of the app, in one place. Keys are arrays that nest: invalidating a
 * shorter key refreshes every query below it, e.g. `venues.detail(7)` refreshes venue 7 and all its
 * days of slots, and `bookings.all()` every list of bookings. A query's options and every
 * invalidation take their key from here, never from a literal.
 */
export const queryKeys = {
  auth: {
    currentUser: () => ['auth', 'me'] as const,
    resetToken: (token: string) => ['auth', 'reset-token', token] as const,
    verifyEmail: (token: string) => ['auth', 'verify-email', token] as const,
  },
  venues: {
    /** `filters` is the list page's search query (its URL parameters). */
    search: <Filters extends object>(filters: Filters) => ['venues', 'search', filters] as const,
    /** The sports approved venues offer (the search's sport choice). */
    sports: () => ['venues', 'sports'] as const,
    detail: (venueId: number) => ['venues', 'detail', venueId] as const,
    slots: (venueId: number, sport: string, date: string) =>
      ['venues', 'detail', venueId, 'slots', sport, date] as const,
  },
  bookings: {
    all: () => ['bookings'] as const,
    mine: () => ['bookings', 'mine'] as const,
    /** What changing a booking to these hours would cost (under `all`, so any booking change refreshes it). */
    amendQuote: (bookingId: number, timeSlots: readonly string[]) =>
      ['bookings', 'amend-quote', bookingId, [...timeSlots]] as const,
  },
  /** The venue owner's dashboard: invalidating `owner.all()` refreshes every tab. */
  owner: {
    all: () => ['owner'] as const,
    venues: () => ['owner', 'venues'] as const,
    dashboard: (venueId: number) => ['owner', 'dashboard', venueId] as const,
    bookings: <Filters extends object>(venueId: number, filters: Filters) =>
      ['owner', 'bookings', venueId, filters] as const,
    availability: (venueId: number) => ['owner', 'availability', venueId] as const,
    /** One booking as the front desk sees it. */
    deskBooking: (venueId: number, bookingId: number) => ['owner', 'desk-booking', venueId, bookingId] as const,
    /** The owner's own notification setting (not per venue). */
    notifications: () => ['owner', 'notifications'] as const,
    calendar: (venueId: number, date: string, days: number) => ['owner', 'calendar', venueId, date, days] as const,
  },
  paymentMethods: {
    list: () => ['payment-methods', 'list'] as const,
  },
  payments: {
    config: () => ['payments', 'config'] as const,
  },
  admin: {
    /** Every admin query: a decision anywhere can change the overview's counts and the other tabs. */
    all: () => ['admin'] as const,
    overview: () => ['admin', 'overview'] as const,
    venues: () => ['admin', 'venues'] as const,
    users: <Filters extends object>(filters: Filters) => ['admin', 'users', filters] as const,
    cancellationRequests: () => ['admin', 'cancellation-requests'] as const,
  },
  blog: {
    all: () => ['blog'] as const,
    list: () => ['blog', 'list'] as const,
    article: (slug: string) => ['blog', 'article', slug] as const,
  },
  splitPayments: {
    invitation: (token: string) => ['split-payments', 'invitation', token] as const,
  },
};
