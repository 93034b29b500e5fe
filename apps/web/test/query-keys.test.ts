import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getVenueSlotsQueryOptions } from '@/lib/api/get-venue-slots';
import { queryKeys } from '@/lib/query-keys';

describe('query keys', () => {
  it("invalidating a venue refreshes every day of its slots, and only that venue's", async () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.venues.slots(7, 'Tennis', '2026-11-25'), { slots: [] });
    client.setQueryData(queryKeys.venues.slots(8, 'Tennis', '2026-11-25'), { slots: [] });
    await client.invalidateQueries({ queryKey: queryKeys.venues.detail(7) });
    expect(client.getQueryState(queryKeys.venues.slots(7, 'Tennis', '2026-11-25'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.venues.slots(8, 'Tennis', '2026-11-25'))?.isInvalidated).toBe(false);
  });

  it("invalidating all bookings refreshes the player's list", async () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.bookings.mine(), []);
    await client.invalidateQueries({ queryKey: queryKeys.bookings.all() });
    expect(client.getQueryState(queryKeys.bookings.mine())?.isInvalidated).toBe(true);
  });

  it('the venue page and the amend popup read one slots query, never taken as fresh', () => {
    const options = getVenueSlotsQueryOptions(7, 'Tennis', '2026-11-25');
    expect(options.queryKey).toEqual(queryKeys.venues.slots(7, 'Tennis', '2026-11-25'));
    expect(options.staleTime).toBe(0);
  });
});
