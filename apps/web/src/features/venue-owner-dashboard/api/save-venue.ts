import { venueSavedResponseSchema } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The body of POST /api/venues/ or PATCH /api/venues/{id}/ as the forms build it (prices in pounds). */
export interface VenueBody {
  name?: string;
  description?: string;
  location?: string;
  address?: string;
  sports?: string[];
  facilities?: string[];
  images?: string[];
  cancellationPolicy?: { freeHours: number; autoApprove: boolean };
  sportConfigs?: {
    sport: string;
    pricePerHour?: string | number;
    images?: string[];
    courtCount?: number;
    courts?: { name: string }[];
  }[];
}

/** POST /api/venues/: a new venue, waiting for an admin's review. */
export async function createVenue(body: VenueBody) {
  return venueSavedResponseSchema.parse(await api.post<unknown>('/venues/', body));
}

/** PATCH /api/venues/{id}/: the fields that changed. */
export async function updateVenue(input: { venueId: number; body: VenueBody }) {
  return venueSavedResponseSchema.parse(await api.patch<unknown>(`/venues/${input.venueId}/`, input.body));
}

function useRefreshOwnerData() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.owner.all() });
}

export function useCreateVenue() {
  const refresh = useRefreshOwnerData();
  return useMutation({ mutationFn: createVenue, onSuccess: refresh });
}

export function useUpdateVenue() {
  const refresh = useRefreshOwnerData();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVenue,
    onSuccess: async (saved) => {
      await Promise.all([
        refresh(),
        queryClient.invalidateQueries({ queryKey: queryKeys.venues.detail(saved.venue.id) }),
      ]);
    },
  });
}
