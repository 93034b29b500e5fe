import type { FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { healthRoutes } from './modules/health/routes';
import { venueRoutes } from './modules/venues/routes';
import accessControl from './plugins/access-control';
import appContext, { type AppContext } from './plugins/app-context';
import errorHandler from './plugins/error-handler';
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
  await fastify.register(openapi);
  await fastify.register(accessControl);

  await fastify.register(healthRoutes);
  await fastify.register(venueRoutes);

  await fastify.register(staticFiles);
}
