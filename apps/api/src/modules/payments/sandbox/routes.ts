import {
  sandboxAuthenticateRequestSchema,
  sandboxAuthenticateResponseSchema,
  sandboxCardRequestSchema,
  sandboxCardResponseSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../errors/app-error';
import { providerRequestCode } from '../payment-failure-messages';
import { ProviderRequestError } from '../payment-provider';

/**
 * The sandbox's stand-ins for the provider's browser SDK: card tokenisation and the cardholder's
 * 3-D Secure answer (contract.md). Public like the SDK itself; registered only for the sandbox.
 */
export const sandboxRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const sandbox = fastify.sandbox;
  if (!sandbox) return;
  const asClientError = (error: unknown): never => {
    if (error instanceof ProviderRequestError)
      throw new AppError(error.code === 'resource_missing' ? 404 : 400, providerRequestCode(error.code), error.message);
    throw error;
  };
  const tags = ['sandbox'];

  fastify.post(
    '/api/sandbox/payment-methods',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "Tokenise a test card (what the provider's browser SDK does)",
        body: sandboxCardRequestSchema,
        response: { 200: sandboxCardResponseSchema },
      },
    },
    async (request) => sandbox.tokenise(request.body).catch(asClientError),
  );

  fastify.post(
    '/api/sandbox/payment-intents/:id/authenticate',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          "Play the cardholder's 3-D Secure answer for a payment waiting in requires_action (needs its client secret)",
        params: z.object({ id: z.string().regex(/^pi_[A-Za-z0-9]+$/) }),
        body: sandboxAuthenticateRequestSchema,
        response: { 200: sandboxAuthenticateResponseSchema },
      },
    },
    async (request) =>
      sandbox.authenticate(request.params.id, request.body.client_secret, request.body.result).catch(asClientError),
  );
};
