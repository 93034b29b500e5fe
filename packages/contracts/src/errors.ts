import { z } from 'zod';

/** Every error answer of the API has this shape (contract.md, HTTP). */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * Every `code` the API answers with, in one list: the server can throw no other (AppError takes an
 * ErrorCode), and the browser compares against these names instead of raw strings.
 */
export const ERROR_CODES = {
  // Any route: bad requests, access, limits, failures.
  VALIDATION: 'VALIDATION_ERROR',
  INVALID_JSON: 'INVALID_JSON',
  INVALID_MULTIPART: 'INVALID_MULTIPART',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  NOT_FOUND: 'NOT_FOUND',
  ROUTE_NOT_FOUND: 'ROUTE_NOT_FOUND',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL: 'INTERNAL_ERROR',
  DATABASE_UNAVAILABLE: 'DATABASE_UNAVAILABLE',
  // Accounts.
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  TOKEN_MISSING: 'TOKEN_MISSING',
  INVALID_TOKEN: 'INVALID_TOKEN',
  EMAIL_ALREADY_VERIFIED: 'EMAIL_ALREADY_VERIFIED',
  ACCOUNT_BANNED: 'ACCOUNT_BANNED',
  CANNOT_BAN_SELF: 'CANNOT_BAN_SELF',
  CANNOT_BAN_ADMIN: 'CANNOT_BAN_ADMIN',
  IMAGE_REQUIRED: 'IMAGE_REQUIRED',
  CONFIRMATION_REQUIRED: 'CONFIRMATION_REQUIRED',
  HAS_UPCOMING_BOOKINGS: 'HAS_UPCOMING_BOOKINGS',
  OWNS_VENUES: 'OWNS_VENUES',
  NOT_A_VENUE_OWNER: 'NOT_A_VENUE_OWNER',
  // Venues.
  DATE_OUTSIDE_WINDOW: 'DATE_OUTSIDE_WINDOW',
  // The owner dashboard: venues, availability, images, ratings.
  ACCOUNT_NOT_APPROVED: 'ACCOUNT_NOT_APPROVED',
  OWNER_NOT_APPROVED: 'OWNER_NOT_APPROVED',
  LOCATION_NOT_FOUND: 'LOCATION_NOT_FOUND',
  SPORT_HAS_BOOKINGS: 'SPORT_HAS_BOOKINGS',
  CLOSURE_AFFECTS_BOOKINGS: 'CLOSURE_AFFECTS_BOOKINGS',
  IMAGE_TOO_LARGE: 'IMAGE_TOO_LARGE',
  NOT_PLAYED_YET: 'NOT_PLAYED_YET',
  ALREADY_REVIEWED: 'ALREADY_REVIEWED',
  // Saved cards and the sandbox card form (the provider's own codes for a card it refuses).
  PAYMENT_METHOD_NOT_FOUND: 'PAYMENT_METHOD_NOT_FOUND',
  PAYMENT_METHOD_UNAVAILABLE: 'PAYMENT_METHOD_UNAVAILABLE',
  PAYMENT_METHOD_REJECTED: 'PAYMENT_METHOD_REJECTED',
  INCORRECT_NUMBER: 'INCORRECT_NUMBER',
  INVALID_EXPIRY: 'INVALID_EXPIRY',
  INVALID_CVC: 'INVALID_CVC',
  RESOURCE_MISSING: 'RESOURCE_MISSING',
  PAYMENT_INTENT_UNEXPECTED_STATE: 'PAYMENT_INTENT_UNEXPECTED_STATE',
  // Checkout, 3-D Secure and the payment failures of player.md §8.
  SLOT_UNAVAILABLE: 'SLOT_UNAVAILABLE',
  PRICE_MISMATCH: 'PRICE_MISMATCH',
  DUPLICATE_REQUEST: 'DUPLICATE_REQUEST',
  CHECKOUT_ALREADY_OPEN: 'CHECKOUT_ALREADY_OPEN',
  TOO_MANY_OPEN_CHECKOUTS: 'TOO_MANY_OPEN_CHECKOUTS',
  PAYMENT_PROVIDER_ERROR: 'PAYMENT_PROVIDER_ERROR',
  AUTHENTICATION_REQUIRED: 'AUTHENTICATION_REQUIRED',
  PAYMENT_INTENT_AUTHENTICATION_FAILURE: 'PAYMENT_INTENT_AUTHENTICATION_FAILURE',
  CARD_DECLINED: 'CARD_DECLINED',
  INSUFFICIENT_FUNDS: 'INSUFFICIENT_FUNDS',
  EXPIRED_CARD: 'EXPIRED_CARD',
  PROCESSING_ERROR: 'PROCESSING_ERROR',
  PAYMENT_FAILED: 'PAYMENT_FAILED',
  BOOKING_NOT_CONFIRMED_REFUNDED: 'BOOKING_NOT_CONFIRMED_REFUNDED',
  INVALID_SIGNATURE: 'INVALID_SIGNATURE',
  // Changing and cancelling bookings.
  CANNOT_AMEND: 'CANNOT_AMEND',
  CANNOT_AMEND_SPLIT: 'CANNOT_AMEND_SPLIT',
  ONLY_TIMES: 'ONLY_TIMES',
  NO_CHANGES: 'NO_CHANGES',
  BOOKING_BUSY: 'BOOKING_BUSY',
  CANNOT_CANCEL: 'CANNOT_CANCEL',
  ALREADY_DECIDED: 'ALREADY_DECIDED',
  INVALID_REFUND: 'INVALID_REFUND',
  // Split payments.
  SPLIT_NOT_CONFIGURED: 'SPLIT_NOT_CONFIGURED',
  SPLIT_INVALID: 'SPLIT_INVALID',
  SPLIT_TOO_LATE: 'SPLIT_TOO_LATE',
  INVALID_LINK: 'INVALID_LINK',
  LINK_PAID: 'LINK_PAID',
  LINK_COVERED: 'LINK_COVERED',
  LINK_EXPIRED: 'LINK_EXPIRED',
  LINK_CANCELLED: 'LINK_CANCELLED',
  GUEST_DETAILS_REQUIRED: 'GUEST_DETAILS_REQUIRED',
  ALREADY_PAID: 'ALREADY_PAID',
  PAYMENT_NOT_FOUND: 'PAYMENT_NOT_FOUND',
  NOTHING_TO_RESEND: 'NOTHING_TO_RESEND',
  // The front desk (issue 30 §3, §4).
  COURT_TAKEN: 'COURT_TAKEN',
  NOT_PAID_AT_VENUE: 'NOT_PAID_AT_VENUE',
  BOOKING_NOT_LIVE: 'BOOKING_NOT_LIVE',
  NOT_STARTED: 'NOT_STARTED',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The texts of errors any route may answer (the feature catalogues hold the rest). */
export const ERROR_MESSAGES = {
  notFound: 'Not found',
  unauthenticated: 'Authentication required',
  forbidden: 'You do not have permission to do this',
  invalidRequest: 'Invalid request',
  invalidJson: 'The request body is not valid JSON.',
  emptyJson: 'The request body is empty but its content type is JSON.',
  invalidMultipart: 'The request body is not valid multipart/form-data: it is malformed or cut short.',
  invalidId: 'Not a valid id: ids are whole numbers from 1 to 2147483647.',
  bodyTooLarge: 'The request body is too large.',
  unsupportedMediaType: 'This content type is not supported here; send JSON.',
  contentLengthMismatch: 'The Content-Length header does not match the body.',
  nulCharacter: 'Text may not contain the NUL character.',
  internal: 'Something went wrong on our side. Please try again.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  tryAgainIn: (seconds: number) => `Too many requests. Please try again in ${seconds} seconds.`,
  routeNotFound: (method: string, path: string) => `No route for ${method} ${path}`,
  databaseUnavailable: 'The database is not reachable.',
  webhooksDisabled: 'Stripe webhooks are not enabled',
  invalidWebhookSignature: 'The webhook signature is not valid.',
} as const;
