import { penceToPounds, type ProcessPaymentResponse } from '@app/contracts';
import { bookingCode } from '@app/domain';
import { readJsonList } from '@app/db';
import type { ServiceDeps } from '../../service-deps';
import type { PaymentIntentResult } from '../payments/payment-provider';
import { findCheckoutSummary } from './booking-repository';

export type CheckoutSummary = Awaited<ReturnType<typeof findCheckoutSummary>>;

/**
 * The process-payment (and payment-confirm) answer: the booking, its payment, and any 3-D Secure
 * step. `known`: the booking as the caller just wrote it (a checkout that confirmed it), so it is not read again.
 */
export async function checkoutAnswer(
  deps: Pick<ServiceDeps, 'db' | 'provider'>,
  bookingId: number,
  intent: PaymentIntentResult,
  requiresAction: boolean,
  known?: CheckoutSummary,
): Promise<ProcessPaymentResponse> {
  const booking = known ?? (await findCheckoutSummary(deps.db, bookingId));
  return {
    success: true,
    booking: {
      id: booking.id,
      code: bookingCode(booking.id),
      status: booking.status,
      venue_name: booking.venue_name,
      created_at: booking.created_at,
    },
    payment: {
      amount_pounds: penceToPounds(intent.amountPence),
      amount_pence: intent.amountPence,
      payment_intent_id: intent.id,
      payment_method_id: intent.paymentMethodId,
      status: requiresAction ? 'requires_action' : intent.status,
      confirmed_at: booking.confirmed_at,
    },
    booking_context: {
      venue_name: booking.venue_name,
      venue_id: booking.venue_id,
      sport: booking.sport,
      date: booking.date,
      time_slots: readJsonList(booking.time_slots),
      total_amount: penceToPounds(booking.total_pence),
      venue_location: booking.venue_location,
    },
    split_payment: { enabled: booking.is_split === 1 },
    requires_action: requiresAction,
    requires_confirmation: requiresAction,
    client_secret: requiresAction ? intent.clientSecret : null,
    payment_intent_id: intent.id,
    publishable_key: deps.provider.publishableKey,
  };
}
