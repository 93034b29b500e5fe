import type { OfferedSportsResponse } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/*
 * GET /api/venues/sports/: every sport some approved venue offers. Both searches (landing page and
 * venue list) offer these, so it lives here rather than in one feature.
 */
export async function fetchOfferedSports(signal?: AbortSignal): Promise<string[]> {
  const answer = await api.get<unknown>('/venues/sports/', { signal });
  if (!isOfferedSportsResponse(answer)) throw new Error('Unexpected answer from /venues/sports/');
  return answer.sports;
}

/**
 * Checked by hand rather than with contracts' offeredSportsResponseSchema: the landing page's search
 * reads this, and zod would add ~25 KB gzip to its first download (docs/decisions/0021).
 */
function isOfferedSportsResponse(answer: unknown): answer is OfferedSportsResponse {
  if (!answer || typeof answer !== 'object') return false;
  const { success, sports } = answer as Record<string, unknown>;
  return success === true && Array.isArray(sports) && sports.every((sport) => typeof sport === 'string');
}

export function getOfferedSportsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.venues.sports(),
    queryFn: ({ signal }) => fetchOfferedSports(signal),
    // Venues rarely add a sport; a few minutes' delay before it is searchable is fine.
    staleTime: 5 * 60_000,
  });
}

export function useOfferedSports() {
  return useQuery(getOfferedSportsQueryOptions());
}
