import { ERROR_CODES, type ErrorCode } from '@app/contracts';

/**
 * A failure the caller can act on. Services throw these with the user-facing message; the error
 * handler turns them into `{success:false,error,code}` with the status.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | (string & {}),
    message: string,
    /** Extra fields of the answer the spec names beside the error (e.g. `valid: false`). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found') => new AppError(404, ERROR_CODES.NOT_FOUND, message);
export const unauthenticated = (message = 'Authentication required') =>
  new AppError(401, ERROR_CODES.UNAUTHENTICATED, message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError(403, ERROR_CODES.FORBIDDEN, message);
export const badRequest = (message: string, code: string = ERROR_CODES.VALIDATION) => new AppError(400, code, message);
export const conflict = (message: string, code: string = ERROR_CODES.CONFLICT) => new AppError(409, code, message);
