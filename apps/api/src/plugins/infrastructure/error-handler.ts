import { ERROR_CODES, ERROR_MESSAGES as M, type ErrorCode } from '@app/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/app-error';
import { describeIssues } from './validation-message';

/*
 * The single place where failures become answers: `{success:false,error,code}` with a fitting 4xx,
 * or a 500 that hides internals (the error is logged with the request id instead).
 */

interface ErrorAnswer {
  status: number;
  code: ErrorCode;
  message: string;
  extra?: Record<string, unknown>;
}

function describeValidation(error: FastifyError): string {
  const context = error.validationContext && error.validationContext !== 'body' ? `${error.validationContext} ` : '';
  return describeIssues(
    (error.validation ?? []).map((issue) => {
      const where = (issue.instancePath || '').replace(/^\//, '').replace(/\//g, '.');
      return { path: `${context}${where}`.trim(), message: issue.message ?? 'is invalid' };
    }),
  );
}

const FASTIFY_CLIENT_ERRORS: Record<string, ErrorAnswer> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: ERROR_CODES.INVALID_JSON, message: M.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: ERROR_CODES.INVALID_JSON,
    message: M.emptyJson,
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: ERROR_CODES.PAYLOAD_TOO_LARGE, message: M.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
    message: M.unsupportedMediaType,
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: ERROR_CODES.VALIDATION, message: M.contentLengthMismatch },
  // @fastify/multipart's limits on an upload route's body (plugins/infrastructure/uploads.ts), in its own words otherwise.
  FST_PARTS_LIMIT: { status: 413, code: ERROR_CODES.PAYLOAD_TOO_LARGE, message: M.bodyTooLarge },
  FST_FILES_LIMIT: { status: 413, code: ERROR_CODES.PAYLOAD_TOO_LARGE, message: M.bodyTooLarge },
  FST_FIELDS_LIMIT: { status: 413, code: ERROR_CODES.PAYLOAD_TOO_LARGE, message: M.bodyTooLarge },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: ERROR_CODES.PAYLOAD_TOO_LARGE, message: M.bodyTooLarge },
};

const CLIENT_ERROR_CODES: Partial<Record<number, ErrorCode>> = {
  401: ERROR_CODES.UNAUTHENTICATED,
  403: ERROR_CODES.FORBIDDEN,
  404: ERROR_CODES.NOT_FOUND,
  409: ERROR_CODES.CONFLICT,
  413: ERROR_CODES.PAYLOAD_TOO_LARGE,
  415: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
};

function toErrorAnswer(error: FastifyError | Error): ErrorAnswer {
  if (error instanceof AppError)
    return { status: error.statusCode, code: error.code, message: error.message, extra: error.extra };
  const fastifyError = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fastifyError)) {
    return { status: 400, code: ERROR_CODES.VALIDATION, message: describeValidation(fastifyError) };
  }
  if (fastifyError.code && FASTIFY_CLIENT_ERRORS[fastifyError.code]) return FASTIFY_CLIENT_ERRORS[fastifyError.code]!;
  if (error instanceof SyntaxError && fastifyError.statusCode === 400)
    return FASTIFY_CLIENT_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY!;
  if (isResponseSerializationError(error)) {
    return { status: 500, code: ERROR_CODES.INTERNAL, message: M.internal };
  }
  const status = fastifyError.statusCode ?? 500;
  if (status === 429) {
    return { status, code: ERROR_CODES.RATE_LIMITED, message: M.tooManyRequests };
  }
  if (status >= 400 && status < 500) {
    // Other client errors of Fastify and its plugins keep their message; their code joins the list.
    return { status, code: CLIENT_ERROR_CODES[status] ?? ERROR_CODES.VALIDATION, message: fastifyError.message };
  }
  return { status: 500, code: ERROR_CODES.INTERNAL, message: M.internal };
}

async function errorHandlerPlugin(fastify: FastifyInstance) {
  fastify.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const answer = toErrorAnswer(error);
    if (answer.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: answer.code, status: answer.status }, answer.message);
    if (error instanceof AppError || answer.status === 429) {
      const retryAfter = reply.getHeader('retry-after');
      if (retryAfter) reply.header('retry-after', retryAfter);
    }
    return reply
      .status(answer.status)
      .send({ ...answer.extra, success: false, error: answer.message, code: answer.code });
  });
}

export default fp(errorHandlerPlugin, { name: 'error-handler' });
