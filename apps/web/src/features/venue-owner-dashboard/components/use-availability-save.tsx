import { VENUE_MESSAGES as M } from '@app/contracts';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { hasStatus, serverErrorText } from '@/lib/api-error-text';
import {
  closureConflictOf,
  useUpdateVenueAvailability,
  type AvailabilityUpdate,
  type ClosureConflict,
} from '../api/update-venue-availability';
import { ClosureConfirmDialog } from './closure-confirm-dialog';

interface SaveMessages {
  success: string;
  failure: string;
  /** Puts back what the screen changed before the save (a removed special date, a block); runs on failure or when the owner keeps the bookings. */
  revert?: () => void;
  onSaved?: () => void;
}

/**
 * Every availability save of the dashboard: the spec's toasts, and the closure flow — a 409 listing
 * confirmed bookings opens the confirmation dialog, and confirming resends the same change with the
 * field the answer named.
 */
export function useAvailabilitySave(venueId: number): {
  save: (update: AvailabilityUpdate, messages: SaveMessages) => void;
  busy: boolean;
  dialog: ReactNode;
} {
  const mutation = useUpdateVenueAvailability(venueId);
  const [pending, setPending] = useState<{
    conflict: ClosureConflict;
    update: AvailabilityUpdate;
    messages: SaveMessages;
  } | null>(null);

  const send = (update: AvailabilityUpdate, messages: SaveMessages) =>
    mutation.mutate(update, {
      onSuccess: (saved) => {
        setPending(null);
        toast.success(
          saved.cancelledBookings.length
            ? `${messages.success} ${M.closureCancelled(saved.cancelledBookings.length)}`
            : messages.success,
        );
        messages.onSaved?.();
      },
      onError: (error) => {
        const conflict = closureConflictOf(error);
        if (conflict) return setPending({ conflict, update, messages });
        setPending(null);
        messages.revert?.();
        // A refused change (400) says why in the rule's own words, as the form would have.
        toast.error((hasStatus(error, 400) && serverErrorText(error)) || messages.failure);
      },
    });

  const dialog = (
    <ClosureConfirmDialog
      conflict={pending?.conflict ?? null}
      busy={mutation.isPending}
      onConfirm={() => pending && send({ ...pending.update, ...pending.conflict.confirmWith }, pending.messages)}
      onCancel={() => {
        pending?.messages.revert?.();
        setPending(null);
      }}
    />
  );
  return { save: send, busy: mutation.isPending, dialog };
}
