// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

const handleNextAction = vi.fn();
// Stripe.js itself comes from Stripe in the browser; these stand-ins answer as it does.
vi.mock('@stripe/stripe-js', () => ({
  loadStripe: (key: string) => Promise.resolve(key === 'pk_missing' ? null : { handleNextAction }),
}));

describe('Stripe 3-D Secure step', () => {
  it('resolves when Stripe reports the cardholder done', async () => {
    const { authenticateWithStripe } = await import('@/lib/stripe-client');
    handleNextAction.mockResolvedValueOnce({ paymentIntent: { status: 'succeeded' } });
    await expect(authenticateWithStripe('pk_test_ok', 'pi_1_secret_2')).resolves.toBeUndefined();
    expect(handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_2' });
  });

  it("passes on Stripe's reason when authentication fails", async () => {
    const { authenticateWithStripe } = await import('@/lib/stripe-client');
    handleNextAction.mockResolvedValueOnce({
      error: { message: 'We are unable to authenticate your payment method.' },
    });
    await expect(authenticateWithStripe('pk_test_ok', 'pi_1_secret_2')).rejects.toThrow(
      'We are unable to authenticate your payment method.',
    );
  });

  it('says so when Stripe cannot be started', async () => {
    const { authenticateWithStripe, STRIPE_AUTH_FAILED } = await import('@/lib/stripe-client');
    await expect(authenticateWithStripe('pk_missing', 'pi_1_secret_2')).rejects.toThrow(STRIPE_AUTH_FAILED);
    expect(STRIPE_AUTH_FAILED).toBe('Stripe failed to initialize for authentication');
  });
});
