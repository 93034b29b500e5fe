import { STORAGE_KEYS, type BookingDraft, type ProcessPaymentResponse } from '@app/contracts';
import { readSessionStorage, removeSessionStorage, writeSessionStorage } from '@/lib/storage';

/** What checkout keeps after paying (player.md §3 Booking confirmation, sessionStorage 'bookingConfirmation'). */
export interface BookingConfirmation {
  bookingId: number;
  /** The booking's short reference, shown instead of the id. */
  bookingCode: string;
  paymentIntentId: string;
  /** Pounds, as the spec's record has it; amountPaidPence is what is shown. */
  amountPaid: number;
  amountPaidPence: number;
  splitPayment: boolean;
  venueName: string;
  sport: string;
  date: string;
  timeSlots: string[];
  mobileNumber: string;
  paymentMethodId: string | null;
  paymentStatus: string;
  bookingStatus: string;
  confirmedAt: string;
  status: string;
}

export function confirmationFrom(
  response: ProcessPaymentResponse,
  draft: BookingDraft,
  mobileNumber: string,
  now: Date = new Date(),
): BookingConfirmation {
  return {
    bookingId: response.booking.id,
    bookingCode: response.booking.code,
    paymentIntentId: response.payment.payment_intent_id || response.payment_intent_id,
    amountPaid: response.payment.amount_pounds,
    amountPaidPence: response.payment.amount_pence,
    splitPayment: response.split_payment.enabled,
    venueName: response.booking_context.venue_name || draft.venueName,
    sport: response.booking_context.sport || draft.sport,
    date: response.booking_context.date || draft.date,
    timeSlots: response.booking_context.time_slots.length ? response.booking_context.time_slots : draft.timeSlots,
    mobileNumber: mobileNumber.trim(),
    paymentMethodId: response.payment.payment_method_id,
    paymentStatus: response.payment.status,
    // player.md §4: a successful answer is a confirmed booking unless it says otherwise.
    bookingStatus: response.booking.status || 'confirmed',
    confirmedAt: response.payment.confirmed_at ?? now.toISOString(),
    status: 'confirmed',
  };
}

function isConfirmation(value: unknown): value is BookingConfirmation {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.bookingId === 'number' &&
    typeof record.bookingCode === 'string' &&
    typeof record.paymentIntentId === 'string' &&
    typeof record.amountPaidPence === 'number' &&
    Number.isSafeInteger(record.amountPaidPence) &&
    typeof record.venueName === 'string' &&
    typeof record.date === 'string' &&
    Array.isArray(record.timeSlots)
  );
}

export function storeConfirmation(confirmation: BookingConfirmation): void {
  writeSessionStorage(STORAGE_KEYS.bookingConfirmation, JSON.stringify(confirmation));
}

/** The confirmation of a payment made in this tab, so a reload shows it again instead of the pay form. */
export function readConfirmation(): BookingConfirmation | null {
  const raw = readSessionStorage(STORAGE_KEYS.bookingConfirmation);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isConfirmation(value) ? value : null;
  } catch {
    return null;
  }
}

/** Continue: the booking is done, so neither the draft nor its confirmation is kept. */
export function clearCheckoutStorage(): void {
  removeSessionStorage(STORAGE_KEYS.bookingDraft);
  removeSessionStorage(STORAGE_KEYS.bookingConfirmation);
}
