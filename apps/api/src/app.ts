import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { accountRoutes } from './modules/accounts/routes';
import { authRoutes } from './modules/auth/routes';
import { healthRoutes } from './modules/health/routes';
import { placesRoutes } from './modules/places/routes';
import { userAdminRoutes } from './modules/users/routes';
import { venueRoutes } from './modules/venues/routes';
import accessControl from './plugins/access-control';
import appContext, { type AppContext } from './plugins/app-context';
import errorHandler from './plugins/error-handler';
import mail from './plugins/mail';
import openapi from './plugins/openapi';
import { responseSerializerCompiler } from './plugins/response-serializer';
import security from './plugins/security';
import staticFiles from './plugins/static-files';

/**
 * The whole application as one Fastify plugin: external plugins first, then the app's own plugins,
 * then the feature routes. `build-app.ts` wraps it for the server and the tests.
 */
export default async function app(fastify: FastifyInstance, context: AppContext) {
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(responseSerializerCompiler);

  await fastify.register(appContext, context);
  await fastify.register(errorHandler);
  await fastify.register(security);
  // Uploads are capped per route as well; these are the outer bounds of any multipart request.
  await fastify.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 20, parts: 25 } });
  await fastify.register(mail);
  // Access control first, so its start-up check sees every route registered after it.
  await fastify.register(accessControl);
  await fastify.register(openapi);

  await fastify.register(healthRoutes);
  await fastify.register(authRoutes);
  await fastify.register(accountRoutes);
  await fastify.register(userAdminRoutes);
  await fastify.register(venueRoutes);
  await fastify.register(placesRoutes);

  await fastify.register(staticFiles);
}
