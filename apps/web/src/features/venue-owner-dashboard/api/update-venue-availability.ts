import {
  availabilityUpdateResponseSchema,
  closureConflictSchema,
  type AffectedBooking,
  type availabilityUpdateRequestSchema,
} from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type AvailabilityUpdate = z.input<typeof availabilityUpdateRequestSchema>;

/** PATCH /api/venues/{id}/availability/: each part sent replaces what it covers. */
export async function updateVenueAvailability(input: { venueId: number; update: AvailabilityUpdate }) {
  const answer = await api.patch<unknown>(`/venues/${input.venueId}/availability/`, input.update);
  return availabilityUpdateResponseSchema.parse(answer);
}

export interface ClosureConflict {
  message: string;
  bookings: AffectedBooking[];
  /** The fields to add to the same request to confirm (the 409 answer names them). */
  confirmWith: Record<string, number[]>;
}

/** A 409 that lists the confirmed bookings a closure would cancel; null for any other failure. */
export function closureConflictOf(error: unknown): ClosureConflict | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = closureConflictSchema.safeParse(error.body);
  if (!parsed.success) return null;
  return { message: parsed.data.error, bookings: parsed.data.affectedBookings, confirmWith: parsed.data.confirmWith };
}

export function useUpdateVenueAvailability(venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: AvailabilityUpdate) => updateVenueAvailability({ venueId, update }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.owner.availability(venueId), saved.availability),
    // Slots players see, bookings cancelled by a confirmed closure, and the analytics all may have changed.
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.venues.detail(venueId) }),
        queryClient.invalidateQueries({ queryKey: ['owner', 'bookings', venueId] }),
        queryClient.invalidateQueries({ queryKey: queryKeys.owner.dashboard(venueId) }),
      ]);
    },
  });
}
