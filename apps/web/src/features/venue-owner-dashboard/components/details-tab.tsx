import { VENUE_MESSAGES as M, type OwnerVenue } from '@app/contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { useUpdateVenue } from '../api/save-venue';
import { reviewedChanges } from '../lib/reviewed-change';
import { draftProblems, editBody, isEmptyBody, type VenueDraft } from '../lib/venue-draft';
import { VenueFields } from './venue-fields';
import { ProblemList } from './problem-list';
import { ChangeList } from './reviewed-change-notice';

/**
 * Venue Details (owner-admin.md §2): edits are held (by the page, across tabs) until 'Save Venue Details'. A new sport
 * needs a photo, which the Edit Venue modal takes, so the shared rules say so before anything is sent.
 */
export function DetailsTab({
  venue,
  draft,
  onDraftChange: setDraft,
}: {
  venue: OwnerVenue;
  draft: VenueDraft;
  onDraftChange: (draft: VenueDraft | null) => void;
}) {
  const [problems, setProblems] = useState<string[]>([]);
  const update = useUpdateVenue();
  const body = editBody(venue, draft);
  const dirty = !isEmptyBody(body);

  const changes = reviewedChanges(venue, body);
  const [confirming, setConfirming] = useState(false);

  const send = () =>
    update.mutate(
      { venueId: venue.id, body },
      {
        onSuccess: (saved) => {
          setDraft(null);
          setConfirming(false);
          toast.success(saved.backToReview ? M.backToReview : M.detailsUpdated);
        },
        onError: () => toast.error(M.detailsFailed),
      },
    );
  const save = () => {
    const found = draftProblems(draft);
    setProblems(found);
    if (found.length) return;
    // A live venue's new name, location or address is said before it is sent (docs/decisions/0056).
    if (changes.length > 0) return setConfirming(true);
    send();
  };

  return (
    <div className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <ProblemList problems={problems} />
      <VenueFields idPrefix="details" draft={draft} onChange={setDraft} />
      {venue.approved && (
        <p className="text-sm text-slate-600">
          A change to the name, location or address is reviewed by an admin first; your listing stays on sale with its
          current details until then.
        </p>
      )}
      <Dialog open={confirming} onOpenChange={(open) => !update.isPending && setConfirming(open)}>
        <DialogContent className="sm:max-w-lg">
          <DialogTitle className="text-xl">{M.changeNeedsReviewTitle}</DialogTitle>
          <DialogDescription className="mt-1">{M.changeNeedsReview}</DialogDescription>
          <div className="mt-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
            <ChangeList changes={changes} className="" />
          </div>
          <DialogActions busy={update.isPending} className="mt-4">
            <Button disabled={update.isPending} onClick={send}>
              {update.isPending ? 'Saving…' : 'Save and send for review'}
            </Button>
          </DialogActions>
        </DialogContent>
      </Dialog>
      <div className="flex flex-wrap justify-end gap-3">
        <Button
          variant="secondary"
          disabled={!dirty || update.isPending}
          onClick={() => (setDraft(null), setProblems([]))}
        >
          Discard changes
        </Button>
        <Button disabled={!dirty || update.isPending} onClick={save}>
          {update.isPending ? 'Saving…' : 'Save Venue Details'}
        </Button>
      </div>
    </div>
  );
}
