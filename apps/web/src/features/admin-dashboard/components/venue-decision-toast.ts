import { VENUE_MESSAGES } from '@app/contracts';
import { toast } from 'sonner';
import { serverErrorText } from '@/lib/api-error-text';
import type { VenueAction } from '../lib/venue-approval-state';

const SUCCESS: Record<VenueAction, string> = {
  approve: VENUE_MESSAGES.venueApproved,
  reject: VENUE_MESSAGES.venueRejected,
  unapprove: VENUE_MESSAGES.venueUnapproved,
};

/** The §8 toasts of a venue decision; the server's reason (e.g. approve the owner first) under the failure. */
export function toastVenueDecision(action: VenueAction, error?: unknown) {
  if (error === undefined) toast.success(SUCCESS[action]);
  else toast.error(VENUE_MESSAGES.approvalFailed, { description: serverErrorText(error) ?? undefined });
}
