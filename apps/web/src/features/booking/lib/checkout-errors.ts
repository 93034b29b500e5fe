import { ERROR_CODES, PAYMENT_MESSAGES } from '@app/contracts';
import { ApiError, CLIENT_ERROR_CODES } from '@/lib/api-client';

/** 409s whose server words say more than 'slot taken': a refund made, or a checkout already open. */
const OWN_WORDS_409: readonly string[] = [
  ERROR_CODES.BOOKING_NOT_CONFIRMED_REFUNDED,
  ERROR_CODES.CHECKOUT_ALREADY_OPEN,
];

/**
 * What the player reads when paying fails (player.md §8). The server already maps card failures to
 * the spec's words and sends them in `error`, so they are shown as they come; the status decides
 * only where the server gave no words, and for 409 and 500, whose texts the spec fixes. The hold
 * limits' refusals (409 for a venue-day already being paid for, 429 for too many unfinished
 * checkouts) are shown in the server's words.
 */
export function checkoutErrorText(error: unknown): string {
  if (!(error instanceof ApiError) || error.code === CLIENT_ERROR_CODES.NETWORK) return PAYMENT_MESSAGES.unknownFailure;
  const serverText = error.code === CLIENT_ERROR_CODES.HTTP ? null : error.message || null;
  if (error.status === 409)
    return OWN_WORDS_409.includes(error.code) && serverText ? serverText : PAYMENT_MESSAGES.slotTaken;
  // 500 is a fault of ours; other 5xx (e.g. 502 when the card provider failed) carry their own words.
  if (error.status === 500) return PAYMENT_MESSAGES.serverError;
  if (error.status === 400) return serverText ?? PAYMENT_MESSAGES.invalidBookingData;
  if (error.status === 402) return serverText ?? PAYMENT_MESSAGES.unknownFailure;
  return serverText ?? `Booking creation failed (${error.status})`;
}
