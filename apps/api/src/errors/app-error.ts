import { ERROR_CODES, ERROR_MESSAGES, type ErrorCode } from '@app/contracts';

/**
 * A failure the caller can act on. Services throw these with a code from the contract's one list
 * and the user-facing message from a contract catalogue; the error handler turns them into
 * `{success:false,error,code}` with the status.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    /** Extra fields of the answer the spec names beside the error (e.g. `valid: false`). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string = ERROR_MESSAGES.notFound) =>
  new AppError(404, ERROR_CODES.NOT_FOUND, message);
export const unauthenticated = (message: string = ERROR_MESSAGES.unauthenticated) =>
  new AppError(401, ERROR_CODES.UNAUTHENTICATED, message);
export const forbidden = (message: string = ERROR_MESSAGES.forbidden) =>
  new AppError(403, ERROR_CODES.FORBIDDEN, message);
export const badRequest = (message: string, code: ErrorCode = ERROR_CODES.VALIDATION) =>
  new AppError(400, code, message);
export const conflict = (message: string, code: ErrorCode = ERROR_CODES.CONFLICT) => new AppError(409, code, message);
