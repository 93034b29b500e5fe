import { MAX_COURT_NAME_CHARS, MAX_COURTS_PER_SPORT, VENUE_MESSAGES as M, type OwnerVenue } from '@app/contracts';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAuth } from '@/lib/auth';
import { serverErrorText } from '@/lib/api-error-text';
import { mediaUrl } from '@/lib/media-url';
import { useCreateVenue, useUpdateVenue } from '../api/save-venue';
import { reviewPreview } from '../lib/review-images';
import { reviewedChanges, type ReviewedChange } from '../lib/reviewed-change';
import {
  createBody,
  draftFromVenue,
  draftImages,
  draftProblems,
  editBody,
  EMPTY_DRAFT,
  isEmptyBody,
  resizeCourts,
  updateSport,
  type VenueDraft,
} from '../lib/venue-draft';
import { SportImagesField } from './sport-images-field';
import { VenueFields } from './venue-fields';
import { ProblemList } from './problem-list';
import { ReviewedChangeNotice } from './reviewed-change-notice';

interface VenueFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The venue to edit; absent to add one. */
  venue?: OwnerVenue | undefined;
  onSaved?: (venue: OwnerVenue) => void;
}

/** 'Add Your Venue' / 'Edit Your Venue' (owner-admin.md §2): the form, then a review step before saving. */
export function VenueFormDialog({ open, onOpenChange, venue, onSaved }: VenueFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92vh] overflow-y-auto sm:max-w-2xl">
        {/* Mounted only while open, so each opening starts from the venue as saved. */}
        {open && <VenueForm venue={venue} onDone={(saved) => (onSaved?.(saved), onOpenChange(false))} />}
      </DialogContent>
    </Dialog>
  );
}

function VenueForm({ venue, onDone }: { venue?: OwnerVenue | undefined; onDone: (venue: OwnerVenue) => void }) {
  const { user } = useAuth();
  const [draft, setDraft] = useState<VenueDraft>(() => (venue ? draftFromVenue(venue) : EMPTY_DRAFT));
  const [step, setStep] = useState<'form' | 'review'>('form');
  const [problems, setProblems] = useState<string[]>([]);
  const create = useCreateVenue();
  const update = useUpdateVenue();
  const busy = create.isPending || update.isPending;

  const toReview = () => {
    const found = user ? draftProblems(draft) : [M.mustBeLoggedIn];
    setProblems(found);
    if (found.length === 0) setStep('review');
  };

  const save = () => {
    if (!user) return setProblems([M.mustBeLoggedIn]);
    if (venue) {
      const body = editBody(venue, draft);
      if (isEmptyBody(body)) return onDone(venue);
      update.mutate(
        { venueId: venue.id, body },
        {
          onSuccess: (saved) => {
            toast.success(saved.message);
            onDone(saved.venue);
          },
          onError: (error) => toast.error(serverErrorText(error) ?? M.updateFailed),
        },
      );
      return;
    }
    create.mutate(createBody(draft), {
      onSuccess: (saved) => {
        toast.success(M.venueCreated);
        onDone(saved.venue);
      },
      onError: (error) => {
        const text = serverErrorText(error);
        toast.error(text ? M.createFailedWith(text) : M.createFailed);
      },
    });
  };

  const title = venue ? 'Edit Your Venue' : 'Add Your Venue';
  if (step === 'review')
    return (
      <ReviewStep
        title={title}
        draft={draft}
        busy={busy}
        onBack={() => setStep('form')}
        onSave={save}
        isEdit={Boolean(venue)}
        changes={venue ? reviewedChanges(venue, editBody(venue, draft)) : []}
      />
    );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        toReview();
      }}
      className="space-y-5"
    >
      <div className="pr-10">
        <DialogTitle className="text-xl">{title}</DialogTitle>
        <DialogDescription className="mt-1">
          {venue
            ? 'Changes to the name, location or address are reviewed by an admin; your listing stays on sale meanwhile.'
            : 'An admin reviews every new venue before players can book it.'}
        </DialogDescription>
      </div>
      <ProblemList problems={problems} />
      <VenueFields
        idPrefix="venue-form"
        draft={draft}
        onChange={setDraft}
        sportExtras={(sport) => {
          const config = draft.sportConfigs[sport]!;
          const key = sport.toLowerCase().replace(/[^a-z0-9]+/g, '-');
          return (
            <section
              key={sport}
              aria-label={`${sport} settings`}
              className="space-y-3 rounded-xl border border-slate-200 p-4"
            >
              <h3 className="font-semibold text-slate-900">{sport}</h3>
              <div className="grid gap-3 sm:grid-cols-2">
                <div className="space-y-1.5">
                  <Label htmlFor={`price-${key}`}>{`${sport} price per hour (£)`}</Label>
                  <Input
                    id={`price-${key}`}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step={0.01}
                    value={config.price}
                    onChange={(event) => setDraft(updateSport(draft, sport, { price: event.target.value }))}
                  />
                </div>
                <div className="space-y-1.5">
                  <Label htmlFor={`courts-${key}`}>{`${sport} courts`}</Label>
                  <Input
                    id={`courts-${key}`}
                    type="number"
                    min={1}
                    max={MAX_COURTS_PER_SPORT}
                    step={1}
                    value={config.courtNames.length}
                    onChange={(event) =>
                      setDraft(
                        updateSport(draft, sport, {
                          courtNames: resizeCourts(
                            config.courtNames,
                            Math.min(MAX_COURTS_PER_SPORT, Math.max(1, Math.trunc(Number(event.target.value) || 1))),
                          ),
                        }),
                      )
                    }
                  />
                </div>
              </div>
              <fieldset className="space-y-1.5">
                <legend className="text-sm font-medium text-slate-900">{`${sport} court names`}</legend>
                <p className="text-xs text-slate-600">
                  Players see the sport; you see these names on your calendar and bookings.
                </p>
                <div className="grid gap-2 sm:grid-cols-3">
                  {config.courtNames.map((name, index) => (
                    <Input
                      key={index}
                      aria-label={`${sport} court ${index + 1} name`}
                      maxLength={MAX_COURT_NAME_CHARS}
                      value={name}
                      onChange={(event) =>
                        setDraft(
                          updateSport(draft, sport, {
                            courtNames: config.courtNames.map((old, at) => (at === index ? event.target.value : old)),
                          }),
                        )
                      }
                    />
                  ))}
                </div>
              </fieldset>
              <SportImagesField
                sport={sport}
                images={config.images}
                onAdd={(added) =>
                  setDraft((current) =>
                    updateSport(current, sport, { images: [...(current.sportConfigs[sport]?.images ?? []), ...added] }),
                  )
                }
                onRemove={(index) =>
                  setDraft((current) =>
                    updateSport(current, sport, {
                      images: (current.sportConfigs[sport]?.images ?? []).filter((_, at) => at !== index),
                    }),
                  )
                }
              />
            </section>
          );
        }}
      />
      <DialogActions>
        <Button type="submit">Review venue</Button>
      </DialogActions>
    </form>
  );
}

function ReviewStep({
  title,
  draft,
  busy,
  onBack,
  onSave,
  isEdit,
  changes,
}: {
  title: string;
  draft: VenueDraft;
  busy: boolean;
  onBack: () => void;
  onSave: () => void;
  isEdit: boolean;
  /** A live venue's new name, location or address: said before saving, for an admin reviews it. */
  changes: readonly ReviewedChange[];
}) {
  const { shown, more } = reviewPreview(draftImages(draft));
  return (
    <div className="space-y-5">
      <div className="pr-10">
        <DialogTitle className="text-xl">{title}</DialogTitle>
        <DialogDescription className="mt-1">
          Check your venue before you {isEdit ? 'save the changes' : 'send it for review'}.
        </DialogDescription>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Venue photos">
        {shown.map((image, index) => (
          <div
            key={`${index}-${image.slice(-24)}`}
            className="relative aspect-[4/3] overflow-hidden rounded-lg bg-slate-100"
          >
            <img
              src={mediaUrl(image) ?? undefined}
              alt={`Venue photo ${index + 1}`}
              className="size-full object-cover"
            />
            {index === shown.length - 1 && more > 0 && (
              <span className="absolute inset-0 flex items-center justify-center bg-slate-950/55 text-xl font-semibold text-white">
                +{more}
              </span>
            )}
          </div>
        ))}
      </div>
      <dl className="divide-y divide-slate-200 text-sm">
        {[
          ['Name', draft.name],
          ['Location', draft.location],
          ['Address', draft.address],
          [
            'Sports',
            draft.sports
              .map(
                (sport) =>
                  `${sport} (£${draft.sportConfigs[sport]?.price}/hr, ${draft.sportConfigs[sport]?.courtNames.length} court${draft.sportConfigs[sport]?.courtNames.length === 1 ? '' : 's'})`,
              )
              .join(', '),
          ],
          ['Facilities', draft.facilities.join(', ') || 'None'],
        ].map(([label, value]) => (
          <div key={label} className="grid gap-1 py-2 sm:grid-cols-[8rem_1fr]">
            <dt className="font-medium text-slate-700">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm whitespace-pre-line text-slate-700">{draft.description}</p>
      <ReviewedChangeNotice changes={changes} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to edit
        </Button>
        <Button onClick={onSave} disabled={busy}>
          {busy
            ? 'Saving…'
            : changes.length > 0
              ? 'Save and send for review'
              : isEdit
                ? 'Save changes'
                : 'Submit venue'}
        </Button>
      </div>
    </div>
  );
}
