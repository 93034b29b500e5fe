import { penceToPounds as pounds, type BookingDraft } from '@app/contracts';
import { splitShares } from '@app/domain';
import { amountDuePence, type CheckoutSplit } from './split';

interface PaymentRequestInput {
  draft: BookingDraft;
  cardId: number;
  mobileNumber: string;
  split: CheckoutSplit;
  idempotencyKey: string;
}

/** The booking as both payment calls describe it (player.md §7 booking_context). */
function bookingContextOf(draft: BookingDraft) {
  return {
    venue_id: draft.venueId,
    venue_name: draft.venueName,
    sport: draft.sport,
    date: draft.date,
    time_slots: draft.timeSlots,
    start_time: draft.startTime,
    end_time: draft.endTime,
    duration: draft.duration,
    price_per_hour: draft.pricePerHour,
    total_amount: draft.totalAmount,
    venue_location: draft.venueLocation,
  };
}

function splitPaymentOf(draft: BookingDraft, split: CheckoutSplit) {
  if (!split.enabled) return { enabled: false };
  const shares = splitShares(draft.totalAmountPence, split.numberOfPeople);
  return {
    enabled: true,
    number_of_people: split.numberOfPeople,
    share_per_person: pounds(shares.other),
    main_payer_share: pounds(shares.organiser),
    invite_emails: split.inviteEmails.map((email) => email.trim()).filter(Boolean),
    payment_link_generated: split.paymentLinkGenerated,
    is_main_payer: true,
  };
}

/**
 * POST /api/bookings/process-payment/ body. `amount` is pence: the draft's total, or the organiser's
 * share when splitting; the server recomputes both and refuses a mismatch (PRICE_MISMATCH).
 */
export function buildProcessPaymentRequest({
  draft,
  cardId,
  mobileNumber,
  split,
  idempotencyKey,
}: PaymentRequestInput) {
  return {
    payment_method_id: cardId,
    amount: amountDuePence(draft.totalAmountPence, split),
    currency: 'gbp' as const,
    description: `${draft.sport} at ${draft.venueName} on ${draft.date}`,
    booking_context: bookingContextOf(draft),
    mobile_number: mobileNumber.trim(),
    split_payment: splitPaymentOf(draft, split),
    idempotency_key: idempotencyKey,
  };
}
export type ProcessPaymentBody = ReturnType<typeof buildProcessPaymentRequest>;
