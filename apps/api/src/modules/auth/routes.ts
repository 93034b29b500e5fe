import {
  AUTH_MESSAGES as M,
  emailRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  tokenRequestSchema,
  userResponseSchema,
  verifyEmailResponseSchema,
  checkResetTokenResponseSchema,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/app-error';
import { requireUser } from '../../plugins/application/access-control';
import { AttemptCounters } from './attempt-counters';
import * as auth from './auth-service';
import { LoginThrottle } from './login-throttle';

const MINUTE = 60_000;
const tooMany = () => new AppError(429, 'RATE_LIMITED', M.tooManyAttempts);

/** Per-IP limits for the routes that guess passwords or send mail; off with RATE_LIMITS=off. */
const perIp = (max: number) => ({ max, timeWindow: '1 minute' });

export const authRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const limitsOn = fastify.config.rateLimits;
  // Counted in the database, so every server process on it counts together (docs/decisions/0031).
  const counters = new AttemptCounters(fastify.db);
  const logins = new LoginThrottle(counters);
  /** Mails and registrations per address: 3 an hour, so nobody can flood one person's inbox. */
  const limitAccount = async (key: string) => {
    if (limitsOn && !(await counters.take(key, 3, 60 * MINUTE, fastify.clock()))) throw tooMany();
  };
  const tags = ['auth'];

  fastify.post(
    '/api/auth/register',
    {
      config: { access: 'public', rateLimit: perIp(10) },
      schema: {
        tags,
        summary: 'Create a player or venue-owner account and send the verification e-mail',
        body: registerRequestSchema,
        response: { 201: messageResponseSchema },
      },
    },
    async (request, reply) => {
      await limitAccount(`register:${request.body.email}`);
      await auth.register(fastify.serviceDeps(request), request.body as Parameters<typeof auth.register>[1]);
      return reply.status(201).send({ success: true as const, message: M.registrationSucceeded });
    },
  );

  fastify.post(
    '/api/auth/verify-email',
    {
      config: { access: 'public', rateLimit: perIp(30) },
      schema: {
        tags,
        summary: 'Confirm an e-mail address with the link token',
        body: tokenRequestSchema,
        response: { 200: verifyEmailResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      user: await auth.verifyEmail(fastify.serviceDeps(request), request.body.token),
      message: M.verificationSucceeded,
    }),
  );

  fastify.post(
    '/api/auth/resend-verification',
    {
      config: { access: 'public', rateLimit: perIp(5) },
      schema: {
        tags,
        summary: 'Send a new verification link (same answer whether or not the account exists)',
        body: emailRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await limitAccount(`mail:verify:${request.body.email}`);
      const context = fastify.serviceDeps(request);
      void auth
        .resendVerification(context, request.body.email)
        .catch((error) => request.log.error({ err: error }, 'resend verification failed'));
      return { success: true as const, message: M.verificationResent };
    },
  );

  fastify.post(
    '/api/auth/login',
    {
      config: { access: 'public', rateLimit: perIp(20) },
      schema: {
        tags,
        summary: 'Sign in; answers the user and an opaque token',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      if (limitsOn && !(await logins.tryAttempt(email, request.ip, fastify.clock()))) throw tooMany();
      const result = await auth.login(fastify.serviceDeps(request), email, password);
      if (limitsOn) await logins.succeeded(email, request.ip, fastify.clock());
      return { success: true as const, ...result };
    },
  );

  fastify.post(
    '/api/auth/logout',
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: 'Revoke the token of this request', response: { 200: messageResponseSchema } },
    },
    async (request: FastifyRequest) => {
      await auth.logout(fastify.serviceDeps(request), requireUser(request).tokenId);
      return { success: true as const, message: M.loggedOut };
    },
  );

  fastify.get(
    '/api/auth/me',
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: 'The signed-in user, fresh from the database', response: { 200: userResponseSchema } },
    },
    async (request) => ({ success: true as const, user: await auth.currentUser(fastify, requireUser(request).id) }),
  );

  fastify.post(
    '/api/auth/forgot-password',
    {
      config: { access: 'public', rateLimit: perIp(5) },
      schema: {
        tags,
        summary: 'E-mail a password-reset link (same answer, in the same time, for every address)',
        body: emailRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await limitAccount(`mail:reset:${request.body.email}`);
      const context = fastify.serviceDeps(request);
      // Answer at once; the lookup and the mail happen afterwards, so timing reveals nothing.
      setImmediate(() => {
        auth
          .sendPasswordReset(context, request.body.email)
          .catch((error) => request.log.error({ err: error }, 'password reset mail failed'));
      });
      return { success: true as const, message: M.forgotPasswordSent };
    },
  );

  fastify.post(
    '/api/auth/check-reset-token',
    {
      config: { access: 'public', rateLimit: perIp(30) },
      schema: {
        tags,
        summary: 'Whether a password-reset link is still valid',
        body: tokenRequestSchema,
        response: { 200: checkResetTokenResponseSchema },
      },
    },
    async (request) => {
      await auth.checkResetToken(fastify.serviceDeps(request), request.body.token);
      return { success: true as const, valid: true as const };
    },
  );

  fastify.post(
    '/api/auth/reset-password',
    {
      config: { access: 'public', rateLimit: perIp(10) },
      schema: {
        tags,
        summary: 'Set a new password with a reset link; ends every session',
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await auth.resetPassword(fastify.serviceDeps(request), request.body.token, request.body.new_password);
      return { success: true as const, message: M.resetSucceeded };
    },
  );
};
