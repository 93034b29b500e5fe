import { amendQuoteResponseSchema, type AmendQuote } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/bookings/{id}/edit/quote/: the extra charge or refund of new hours; nothing is saved or held. */
export async function quoteAmendment(
  bookingId: number,
  timeSlots: readonly string[],
  signal?: AbortSignal,
): Promise<AmendQuote> {
  const answer = await api.post<unknown>(`/bookings/${bookingId}/edit/quote/`, { timeSlots }, { signal });
  return amendQuoteResponseSchema.parse(answer);
}

export function getAmendQuoteQueryOptions(bookingId: number, timeSlots: readonly string[]) {
  return queryOptions({
    queryKey: queryKeys.bookings.amendQuote(bookingId, timeSlots),
    queryFn: ({ signal }) => quoteAmendment(bookingId, timeSlots, signal),
    // Prices and availability change: ask again each time the dialog shows this choice.
    staleTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** Asked only when the chosen hours differ from the booking's (`enabled`). */
export function useAmendQuote(bookingId: number, timeSlots: readonly string[], enabled: boolean) {
  return useQuery({ ...getAmendQuoteQueryOptions(bookingId, timeSlots), enabled });
}
