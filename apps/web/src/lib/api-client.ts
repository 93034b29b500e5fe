import type { ApiError as ApiErrorBody } from '@app/contracts';
import { readStoredToken } from './auth/auth-storage';

/** Same origin by default: in production the API serves this app; in development Vite proxies /api. */
export const API_BASE = (import.meta.env.VITE_API_BASE ?? '/api').replace(/\/+$/, '');

/** Codes the client itself assigns when the server gave none (network failure, non-JSON answer). */
export const CLIENT_ERROR_CODES = {
  NETWORK: 'NETWORK_ERROR',
  HTTP: 'HTTP_ERROR',
} as const;

/** A failed call: `status` is the HTTP status (0 when the server could not be reached). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    /** The whole error answer, for the codes that carry more than a message (a 409's affected bookings). */
    readonly body: unknown = undefined,
  ) {
    super(message);
  }
}

type QueryValue = string | number | boolean | null | undefined;

interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Plain objects are sent as JSON; FormData is sent as multipart with the browser's boundary. */
  body?: unknown;
  /** Appended as a query string; null, undefined and '' entries are left out. */
  query?: Record<string, QueryValue>;
  headers?: HeadersInit;
  signal?: AbortSignal;
}

export function buildApiUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/**
 * The browser's fetch, unless the server's page renderer (src/prerender) routes calls into the API
 * in-process: it sets this once, at start-up, before rendering any page.
 */
let fetchImplementation: typeof fetch = (...args) => fetch(...args);
export function setApiFetch(implementation: typeof fetch): void {
  fetchImplementation = implementation;
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal } = options;
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');

  const token = readStoredToken();
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Token ${token}`);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetchImplementation(buildApiUrl(path, query), { method, headers, body: payload, signal });
  } catch (error) {
    // Aborts are the caller's decision (e.g. TanStack Query cancelling), not a failure to report.
    if (signal?.aborted) throw error;
    throw new ApiError(
      0,
      'Could not reach the server. Check your connection and try again.',
      CLIENT_ERROR_CODES.NETWORK,
    );
  }

  const data = await readBody(response);
  if (!response.ok) throw toApiError(response.status, data);
  return data as T;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  if (!(response.headers.get('Content-Type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Read by hand rather than with contracts' apiErrorSchema: every page loads this file, and zod would
 * add ~28 KB gzip to the landing page. The shape checked is that schema's ({success:false, error, code}).
 */
function isApiErrorBody(data: unknown): data is ApiErrorBody {
  if (!data || typeof data !== 'object') return false;
  const body = data as Record<string, unknown>;
  return body.success === false && typeof body.error === 'string' && typeof body.code === 'string';
}

function toApiError(status: number, data: unknown): ApiError {
  if (isApiErrorBody(data)) return new ApiError(status, data.error, data.code, data);
  return new ApiError(status, `Request failed (${status})`, CLIENT_ERROR_CODES.HTTP);
}

/** Shorthands so feature fetchers read as `api.get('/venues/')`. */
export const api = {
  get: <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
