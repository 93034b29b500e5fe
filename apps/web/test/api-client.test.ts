// @vitest-environment jsdom
import { ERROR_CODES } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, CLIENT_ERROR_CODES, api, apiRequest, buildApiUrl } from '../src/lib/api-client';
import { shouldRetryQuery } from '../src/lib/query-client';

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function lastRequest() {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url, init, headers: new Headers(init?.headers) };
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('apiRequest', () => {
  it('calls the same-origin /api base and returns the parsed answer', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { status: 'ok', database: 'sqlite' }));
    await expect(api.get('/health')).resolves.toEqual({ status: 'ok', database: 'sqlite' });
    expect(lastRequest().url).toBe('/api/health');
  });

  it('sends the stored token as "Token <token>"', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { success: true }));
    await api.get('/bookings/my-bookings/');
    expect(lastRequest().headers.has('Authorization')).toBe(false);

    localStorage.setItem('token', 's3cret');
    await api.get('/bookings/my-bookings/');
    expect(lastRequest().headers.get('Authorization')).toBe('Token s3cret');
  });

  it('sends objects as JSON and FormData as multipart', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { success: true }));
    await api.post('/auth/login', { email: 'a@b.co', password: 'secret' });
    expect(lastRequest().init?.method).toBe('POST');
    expect(lastRequest().headers.get('Content-Type')).toBe('application/json');
    expect(lastRequest().init?.body).toBe('{"email":"a@b.co","password":"secret"}');

    const form = new FormData();
    form.set('title', 'Hello');
    await api.put('/blogs/1/', form);
    expect(lastRequest().init?.body).toBe(form);
    // The browser must set the multipart boundary itself.
    expect(lastRequest().headers.has('Content-Type')).toBe(false);
  });

  it('turns the error shape into an ApiError with status, message and code', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(409, {
        success: false,
        error: 'This booking slot is no longer available.',
        code: ERROR_CODES.CONFLICT,
      }),
    );
    const error = await apiRequest('/bookings/process-payment/', { method: 'POST', body: {} }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: 'This booking slot is no longer available.',
      code: 'CONFLICT',
    });
  });

  it('gives a generic ApiError for failures without the error shape', async () => {
    fetchMock.mockResolvedValue(
      new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    );
    await expect(api.get('/venues/')).rejects.toMatchObject({ status: 502, code: CLIENT_ERROR_CODES.HTTP });
  });

  it('reports an unreachable server as status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/venues/')).rejects.toMatchObject({ status: 0, code: CLIENT_ERROR_CODES.NETWORK });
  });

  it('resolves undefined for an empty answer', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(api.delete('/payment-cards/3/')).resolves.toBeUndefined();
  });
});

describe('buildApiUrl', () => {
  it('adds only the query values that are set', () => {
    expect(buildApiUrl('/venues/4/bookings/', { status: 'confirmed', sport: '', date_from: undefined, page: 2 })).toBe(
      '/api/venues/4/bookings/?status=confirmed&page=2',
    );
    expect(buildApiUrl('venues/')).toBe('/api/venues/');
  });
});

describe('shouldRetryQuery', () => {
  it('does not retry client errors but retries server and network errors twice', () => {
    expect(shouldRetryQuery(0, new ApiError(404, 'Venue not found', 'NOT_FOUND'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(401, 'Sign in', 'UNAUTHENTICATED'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(503, 'Down', 'INTERNAL_ERROR'))).toBe(true);
    expect(shouldRetryQuery(1, new ApiError(0, 'Offline', 'NETWORK_ERROR'))).toBe(true);
    expect(shouldRetryQuery(2, new ApiError(0, 'Offline', 'NETWORK_ERROR'))).toBe(false);
  });
});
