import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the routes' zod schemas; nothing is written by hand. */
async function openapiPlugin(fastify: FastifyInstance) {
  await fastify.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Sports Booking API',
        description:
          'Find UK sports venues, book hourly slots and pay in pounds. Errors answer {success:false, error, code}.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <token>' },
        },
      },
    },
    transform: createJsonSchemaTransform({ skipList: ['/api/openapi.json', '/api/docs', '/api/docs/*'] }),
  });

  await fastify.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });

  fastify.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    fastify.swagger(),
  );
}

export default fp(openapiPlugin, { name: 'openapi' });
