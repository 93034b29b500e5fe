import { loadStripe, type Stripe } from '@stripe/stripe-js';

/*
 * Stripe.js, loaded from Stripe (never bundled, as Stripe requires) once per publishable key, only
 * when the server says the provider is Stripe. The sandbox never loads it.
 */
export const STRIPE_AUTH_FAILED = 'Stripe failed to initialize for authentication';

/** The texts the spec gives for each way Stripe's card field can fail (player.md §8 Payments and cards). */
export const STRIPE_CARD_MESSAGES = {
  notLoaded: 'Stripe not loaded',
  noCardElement: 'Card element not available',
  noPaymentMethod: 'No payment method id returned',
} as const;

const loaders = new Map<string, Promise<Stripe | null>>();

export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let loader = loaders.get(publishableKey);
  if (!loader) {
    loader = loadStripe(publishableKey).catch(() => null);
    loaders.set(publishableKey, loader);
  }
  return loader;
}

/** Stripe's own 3-D Secure step for a payment that needs it; resolves when the cardholder is done. */
export async function authenticateWithStripe(publishableKey: string, clientSecret: string): Promise<void> {
  const stripe = await stripeFor(publishableKey);
  if (!stripe) throw new Error(STRIPE_AUTH_FAILED);
  const { error } = await stripe.handleNextAction({ clientSecret });
  if (error)
    throw new Error(error.message ?? 'Additional authentication required. Please try again or contact your bank.');
}
