import {
  cancellationRequestsResponseSchema,
  type CancellationRequestView,
  type CancellationSummary,
} from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/cancellation-requests/: every request with its booking, and counts per status. */
export async function fetchCancellationRequests(
  signal?: AbortSignal,
): Promise<{ requests: CancellationRequestView[]; summary: CancellationSummary }> {
  const answer = cancellationRequestsResponseSchema.parse(
    await api.get<unknown>('/cancellation-requests/', { signal }),
  );
  return { requests: answer.cancellation_requests, summary: answer.summary };
}

export function getCancellationRequestsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.cancellationRequests(),
    queryFn: ({ signal }) => fetchCancellationRequests(signal),
    staleTime: 0,
  });
}

export function useCancellationRequests() {
  return useQuery(getCancellationRequestsQueryOptions());
}
