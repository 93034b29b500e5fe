/** Browser storage keys the screens share (player.md §3 Storage, owner-admin.md §4). */
export const STORAGE_KEYS = {
  /** localStorage: the opaque login token and the user record, restored on load. */
  token: 'token',
  user: 'user',
  /** localStorage: { email, timestamp } after player registration; re-shown within 5 minutes. */
  pendingVerification: 'pendingVerification',
  /** localStorage: { email, timestamp } after venue-owner registration; re-shown within 5 minutes. */
  pendingOwnerRegistration: 'pendingOwnerRegistration',
  /** localStorage: set after a successful e-mail verification; the venue list shows its banner once. */
  emailVerifiedFlag: 'emailVerified',
  /** sessionStorage: the venue page state saved by 'Log In To Book'. */
  venuePageState: 'venuePageState',
  /** sessionStorage: the booking draft handed to checkout. */
  bookingDraft: 'bookingData',
  /** sessionStorage: the confirmation shown after payment. */
  bookingConfirmation: 'bookingConfirmation',
} as const;
