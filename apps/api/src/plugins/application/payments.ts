import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentProvider } from '../../modules/payments/payment-provider';
import { SandboxProvider } from '../../modules/payments/sandbox/sandbox-provider';
import { StripeProvider } from '../../modules/payments/stripe/stripe-provider';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
    /** The built-in provider, present when PAYMENT_PROVIDER is sandbox (its tokenise/3-D Secure routes). */
    sandbox: SandboxProvider | null;
  }
}

/** The card provider chosen by PAYMENT_PROVIDER; tests may inject their own. */
async function paymentsPlugin(fastify: FastifyInstance, options: { provider?: PaymentProvider }) {
  const { payments } = fastify.config;
  const sandbox =
    payments.provider === 'sandbox'
      ? new SandboxProvider(fastify.db, fastify.clock, {
          engine: fastify.dbEngine,
          latencyMs: payments.sandboxLatencyMs,
        })
      : null;
  const provider =
    options.provider ??
    sandbox ??
    new StripeProvider({ secretKey: payments.stripeSecretKey!, publishableKey: payments.stripePublishableKey! });
  fastify.decorate('payments', provider);
  fastify.decorate('sandbox', sandbox);
}

export default fp(paymentsPlugin, { name: 'payments', dependencies: ['app-context'] });
