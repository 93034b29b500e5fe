import { VENUE_MESSAGES as M, type OwnerVenue } from '@app/contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useUpdateVenue } from '../api/save-venue';
import { draftProblems, editBody, isEmptyBody, type VenueDraft } from '../lib/venue-draft';
import { VenueFields } from './venue-fields';
import { ProblemList } from './problem-list';

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

  const save = () => {
    const found = draftProblems(draft);
    setProblems(found);
    if (found.length) return;
    update.mutate(
      { venueId: venue.id, body },
      {
        onSuccess: (saved) => {
          setDraft(null);
          toast.success(saved.backToReview ? `${M.detailsUpdated} ${M.backToReview}` : M.detailsUpdated);
        },
        onError: () => toast.error(M.detailsFailed),
      },
    );
  };

  return (
    <div className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <ProblemList problems={problems} />
      <VenueFields idPrefix="details" draft={draft} onChange={setDraft} />
      {venue.approved && (
        <p className="text-sm text-slate-600">
          A change to the name, location or address is reviewed by an admin again; the venue is hidden from players
          until then.
        </p>
      )}
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
