import { ApiError, CLIENT_ERROR_CODES } from './api-client';

/**
 * The server's own words for a failed call, or null when there are none (network failure, a non-JSON
 * answer, a bug). Screens show the server's text when it exists and the spec's fallback otherwise.
 */
export function serverErrorText(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === CLIENT_ERROR_CODES.NETWORK || error.code === CLIENT_ERROR_CODES.HTTP) return null;
  return error.message || null;
}

/** True when the request never reached the server (offline, DNS, connection refused). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.code === CLIENT_ERROR_CODES.NETWORK;
}

export function hasStatus(error: unknown, ...statuses: number[]): boolean {
  return error instanceof ApiError && statuses.includes(error.status);
}
