/** Business constants shared by the browser and the server (player.md §9, owner-admin.md §9). */
export const VENUE_TIME_ZONE = 'Europe/London';

/**
 * The default day (player.md §9: 08:00–22:00, the last slot starting at 21:00): the hours a new venue
 * opens and a day's slot list always shows. A venue's own hours widen it to any whole hour from 00:00
 * to 24:00 (docs/decisions/0056).
 */
export const FIRST_SLOT_HOUR = 8;
/** The default day's last slot starts at 21:00 and ends at 22:00. */
export const LAST_SLOT_HOUR = 21;
/** A day has at most 24 hourly slots (00:00 to 23:00 starts), so a booking has at most 24 hours. */
export const MAX_SLOTS_PER_DAY = 24;
export const BOOKING_WINDOW_DAYS = 30;

export const FALLBACK_PRICE_PENCE = 3000;
export const DEFAULT_SPORT_PRICE_PENCE = 2500;
export const MARKET_RATE_HINT = '£25-60/hr';

export const SPLIT_MIN_PEOPLE = 2;
export const SPLIT_MAX_PEOPLE = 20;
export const SPLIT_DEFAULT_PEOPLE = 2;
/** No split within this many hours of the first slot; the unpaid balance is charged at this point. */
export const SPLIT_CUTOFF_HOURS = 4;
/**
 * Free cancellation up to this many hours before the start (player.md §9 help text): every sentence
 * that states the policy, on screen and in e-mails, is built from it, and so is the refund estimate.
 */
export const FREE_CANCELLATION_HOURS = 24;

/** New passwords, at registration and reset alike (docs/decisions/0028-sessions-and-passwords.md). */
export const REGISTER_PASSWORD_MIN = 8;
export const RESET_PASSWORD_MIN = 8;

export const PENDING_VERIFICATION_MEMORY_MS = 5 * 60 * 1000;
export const RESET_REDIRECT_MS = 1800;
export const VERIFY_REDIRECT_MS = 3000;
export const ACCOUNT_DELETED_REDIRECT_MS = 900;
export const RESET_LINK_HOURS = 24;

export const AUTOCOMPLETE_MIN_CHARS = 3;
export const AUTOCOMPLETE_DEBOUNCE_MS = 500;

export const TOAST_DEFAULTS = { durationMs: 4000, visibleToasts: 3, widthPx: 356, gapPx: 14 } as const;

export const COOKIE_CONSENT_KEY = 'cookieConsent';
export const COOKIE_CONSENT_VALUES = ['all', 'essential'] as const;
export type CookieConsent = (typeof COOKIE_CONSENT_VALUES)[number];

export const TERMS_DATE = '19/07/2025';

export const SUPPORT = {
  email: 'support@sportsbooking.uk',
  phone: '020 7946 0321',
  hours: ['Mon-Fri 9:00 AM-6:00 PM', 'Sat 10:00 AM-4:00 PM', 'Sun closed'],
} as const;
