import type { availabilityUpdateRequestSchema} from '@app/contracts';
import { availabilityUpdateResponseSchema, CONFIRM_CLOSURE_FIELD, type AffectedBooking } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type AvailabilityUpdate = z.input<typeof availabilityUpdateRequestSchema>;

/** PATCH /api/venues/{id}/availability/: each part sent replaces what it covers. */
export async function updateVenueAvailability(input: { venueId: number; update: AvailabilityUpdate }) {
  const answer = await api.patch<unknown>(`/venues/${input.venueId}/availability/`, input.update);
  return availabilityUpdateResponseSchema.parse(answer);
}

const closureConflictSchema = z.object({
  code: z.literal('CLOSURE_AFFECTS_BOOKINGS'),
  error: z.string(),
  affectedBookings: z.array(
    z.object({
      id: z.number(),
      player: z.object({ name: z.string(), email: z.string() }),
      date: z.string(),
      sport: z.string(),
      timeSlots: z.array(z.string()),
      amount: z.number(),
      amountPence: z.number(),
      isSplit: z.boolean(),
    }),
  ),
  confirmWith: z.record(z.string(), z.array(z.number())),
});

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
  const confirmWith = Object.keys(parsed.data.confirmWith).length ? parsed.data.confirmWith : { [CONFIRM_CLOSURE_FIELD]: parsed.data.affectedBookings.map((b) => b.id) };
  return { message: parsed.data.error, bookings: parsed.data.affectedBookings, confirmWith };
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
