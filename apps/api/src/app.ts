import type { FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import periodicJobs from './jobs/periodic-jobs';
import { accountRoutes } from './modules/accounts/routes';
import { authRoutes } from './modules/auth/routes';
import { bookingRoutes } from './modules/bookings/routes';
import { frontDeskRoutes } from './modules/bookings/front-desk-routes';
import { paymentMethodRoutes } from './modules/payment-methods/routes';
import { sandboxRoutes } from './modules/payments/sandbox/routes';
import { splitPaymentRoutes } from './modules/split-payments/routes';
import { stripeWebhookRoutes } from './modules/bookings/stripe-webhook-routes';
import { healthRoutes } from './modules/health/routes';
import { placesRoutes } from './modules/places/routes';
import { userAdminRoutes } from './modules/users/routes';
import { adminRoutes } from './modules/admin/routes';
import { venueRoutes } from './modules/venues/routes';
import { venueCalendarRoutes } from './modules/venue-calendar/routes';
import { closureCancellation } from './modules/bookings/closure-cancellation';
import { createGeocoder } from './modules/places/places-service';
import { reviewRoutes } from './modules/reviews/routes';
import { blogRoutes } from './modules/blog/routes';
import { blogPageHead } from './modules/blog/blog-page-head';
import { ownerNotificationRoutes } from './modules/owner-notifications/routes';
import accessControl from './plugins/application/access-control';
import type { PaymentProvider } from './modules/payments/payment-provider';
import appContext, { type AppContext } from './plugins/infrastructure/app-context';
import errorHandler from './plugins/infrastructure/error-handler';
import nulCharacterGuard from './plugins/infrastructure/nul-character-guard';
import mail from './plugins/application/mail';
import media from './plugins/application/media';
import payments from './plugins/application/payments';
import publicReadCache from './plugins/application/public-read-cache';
import serviceDeps from './plugins/application/service-deps';
import venueChanges from './plugins/application/venue-changes';
import requestsInFlight from './plugins/infrastructure/requests-in-flight';
import responseCompression from './plugins/infrastructure/response-compression';
import openapi from './plugins/application/openapi';
import { responseSerializerCompiler } from './plugins/infrastructure/response-serializer';
import security from './plugins/infrastructure/security';
import staticFiles from './plugins/application/static-files';
import { leaveMultipartBodiesUnread } from './plugins/infrastructure/uploads';

/**
 * The whole application as one Fastify plugin: external plugins first, then the app's own plugins,
 * then the feature routes. `build-app.ts` wraps it for the server and the tests.
 */
export interface AppOptions extends AppContext {
  /** A card provider to use instead of the configured one (tests). */
  paymentProvider?: PaymentProvider;
  /** Run the periodic sweeps (the server does; tests call them directly). */
  runJobs?: boolean;
}

export default async function app(fastify: FastifyInstance, context: AppOptions) {
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(responseSerializerCompiler);

  // 1. plugins/infrastructure: the HTTP server's own concerns, which know nothing of the product.
  await fastify.register(appContext, context);
  await fastify.register(errorHandler);
  // Closing waits for the requests still being handled, before the mail thread and the database go.
  await fastify.register(requestsInFlight);
  await fastify.register(nulCharacterGuard);
  await fastify.register(security);
  await fastify.register(responseCompression);
  // Only the upload routes read multipart bodies (uploads.ts): the others do not pay its hooks.
  leaveMultipartBodiesUnread(fastify);

  // 2. plugins/application: the product's parts every route uses, then the modules' ServiceDeps built from them.
  await fastify.register(mail);
  // The one "venue changed" signal, then what follows it (docs/decisions/0053).
  await fastify.register(venueChanges);
  await fastify.register(publicReadCache, { changes: fastify.venueChanges, clock: context.clock });
  await fastify.register(payments, context.paymentProvider ? { provider: context.paymentProvider } : {});
  await fastify.register(media);
  await fastify.register(serviceDeps);
  // Access control first, so its start-up check sees every route registered after it.
  await fastify.register(accessControl);
  await fastify.register(openapi);

  // 3. src/modules: the feature routes.
  await fastify.register(healthRoutes);
  await fastify.register(authRoutes);
  await fastify.register(accountRoutes);
  await fastify.register(userAdminRoutes);
  await fastify.register(adminRoutes);
  // Venues cannot import the modules that read them (places, bookings): their parts are handed in here.
  await fastify.register(venueRoutes, {
    geocode: createGeocoder({ googleApiKey: context.config.googleMapsApiKey, log: fastify.log }),
    closures: closureCancellation,
  });
  await fastify.register(venueCalendarRoutes);
  await fastify.register(reviewRoutes);
  await fastify.register(placesRoutes);
  await fastify.register(paymentMethodRoutes);
  await fastify.register(sandboxRoutes);
  await fastify.register(stripeWebhookRoutes);
  await fastify.register(bookingRoutes);
  await fastify.register(frontDeskRoutes);
  await fastify.register(splitPaymentRoutes);
  await fastify.register(blogRoutes);
  await fastify.register(ownerNotificationRoutes);
  if (context.runJobs) await fastify.register(periodicJobs);

  // 4. The web app, last: it answers what no route did. Article pages get their title and sharing tags
  // in the served HTML (crawlers run no JavaScript).
  await fastify.register(staticFiles, { pageHead: (url) => blogPageHead(fastify.db, context.config.publicUrl, url) });
}
