import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Client errors (bad input, not signed in, not found) will not change on retry; server and network ones may. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetryQuery,
        // Booking data changes through this app; refetching on every tab switch only adds load.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
