import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { forwardRef, useImperativeHandle, useMemo } from 'react';
import { STRIPE_CARD_MESSAGES, stripeFor } from '@/lib/stripe-client';

/** Creates a Stripe PaymentMethod from the card entered in Stripe's own field. */
export interface StripeCardEntryHandle {
  createPaymentMethod(billing: {
    name?: string;
    email?: string;
    address?: Record<string, string | undefined>;
  }): Promise<string>;
}

const CardEntry = forwardRef<StripeCardEntryHandle, { labelId: string }>(function CardEntry({ labelId }, ref) {
  const stripe = useStripe();
  const elements = useElements();
  useImperativeHandle(
    ref,
    () => ({
      async createPaymentMethod(billing) {
        if (!stripe || !elements) throw new Error(STRIPE_CARD_MESSAGES.notLoaded);
        const card = elements.getElement(CardElement);
        if (!card) throw new Error(STRIPE_CARD_MESSAGES.noCardElement);
        const { paymentMethod, error } = await stripe.createPaymentMethod({
          type: 'card',
          card,
          billing_details: billing,
        });
        if (error) throw new Error(error.message ?? STRIPE_CARD_MESSAGES.noPaymentMethod);
        if (!paymentMethod?.id) throw new Error(STRIPE_CARD_MESSAGES.noPaymentMethod);
        return paymentMethod.id;
      },
    }),
    [stripe, elements],
  );
  return (
    <div
      className="rounded-lg border border-slate-300 bg-white px-3 py-3 focus-within:ring-2 focus-within:ring-emerald-600"
      aria-labelledby={labelId}
    >
      <CardElement options={{ hidePostalCode: false, style: { base: { fontSize: '16px', color: '#0f172a' } } }} />
    </div>
  );
});

/**
 * Stripe's embedded card field under a 'Card details' label (the card number never touches our
 * servers). Used by the add-card dialog and the split-payment page when GET /api/payments/config says
 * the provider is Stripe.
 */
export const StripeCardEntry = forwardRef<StripeCardEntryHandle, { publishableKey: string; labelId: string }>(
  function StripeCardEntry({ publishableKey, labelId }, ref) {
    const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
    return (
      <div className="space-y-1.5">
        <p id={labelId} className="text-sm font-medium text-slate-900">
          Card details
        </p>
        <Elements stripe={stripe}>
          <CardEntry ref={ref} labelId={labelId} />
        </Elements>
      </div>
    );
  },
);
