import { availabilityRuleProblems, VENUE_MESSAGES as M, type Availability } from '@app/contracts';
import { formatVenueDate, specialDateWindow } from '@app/domain';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { specialDateDetail } from '../lib/availability-labels';
import { HourSelect } from './hour-select';
import { emptySpecial, specialMissingFields, specialToDraft, type SpecialDraft } from '../lib/availability-updates';

type Special = Availability['specialDates'][number];

interface SpecialDatesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sport: string | null;
  today: string;
  specials: readonly Special[];
  busy: boolean;
  onSave: (draft: SpecialDraft, done: () => void) => void;
  onRemove: (special: Special) => void;
}

/** Manage Special Dates (owner-admin.md §2): add or edit a date's hours and price, with notes; list with edit and delete. */
export function SpecialDatesDialog({
  open,
  onOpenChange,
  sport,
  today,
  specials,
  busy,
  onSave,
  onRemove,
}: SpecialDatesDialogProps) {
  const window = specialDateWindow(today);
  const [draft, setDraft] = useState<SpecialDraft>(() => emptySpecial(sport));
  const editing = draft.id !== null;
  const set = (change: Partial<SpecialDraft>) => setDraft({ ...draft, ...change });

  const submit = () => {
    if (specialMissingFields(draft)) return toast.error(M.requiredFields);
    const [problem] = availabilityRuleProblems({
      specialDates: [{ ...draft, price: draft.price.trim() || null, available: true }],
    });
    if (problem) return toast.error(problem);
    onSave(draft, () => setDraft(emptySpecial(sport)));
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92vh] overflow-y-auto sm:max-w-2xl">
        <div className="pr-10">
          <DialogTitle className="text-xl">{sport ? `${sport} special dates` : 'Manage Special Dates'}</DialogTitle>
          <DialogDescription className="mt-1">
            Different hours or a different price on one day: a holiday, a tournament, an evening offer. The day opens
            for the hours you set, and a special price replaces the hourly price; with no price, the normal price
            applies.
          </DialogDescription>
        </div>
        <form
          noValidate
          aria-label={editing ? 'Edit special date' : 'Add special date'}
          className="mt-4 grid gap-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <FormField id="special-date" label="Date">
            {(control) => (
              <Input
                {...control}
                type="date"
                min={window.first}
                max={window.last}
                value={draft.date}
                onChange={(event) => set({ date: event.target.value })}
              />
            )}
          </FormField>
          <FormField id="special-price" label="Price per hour (£)" hint={M.specialWithoutPrice}>
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                value={draft.price}
                onChange={(event) => set({ price: event.target.value })}
              />
            )}
          </FormField>
          <FormField id="special-start" label="Start time">
            {(control) => (
              <HourSelect
                {...control}
                edge="start"
                value={draft.startTime}
                onValueChange={(startTime) => set({ startTime })}
              />
            )}
          </FormField>
          <FormField id="special-end" label="End time">
            {(control) => (
              <HourSelect {...control} edge="end" value={draft.endTime} onValueChange={(endTime) => set({ endTime })} />
            )}
          </FormField>
          <FormField id="special-notes" label="Notes (optional)" className="sm:col-span-2">
            {(control) => (
              <Input
                {...control}
                maxLength={200}
                value={draft.notes}
                onChange={(event) => set({ notes: event.target.value })}
              />
            )}
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
            {editing && (
              <Button variant="secondary" onClick={() => setDraft(emptySpecial(sport))}>
                Cancel edit
              </Button>
            )}
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving…' : editing ? 'Update special date' : 'Add special date'}
            </Button>
          </div>
        </form>
        <section aria-labelledby="special-list-title" className="mt-6">
          <h3 id="special-list-title" className="font-semibold text-slate-900">
            Special dates
          </h3>
          {specials.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">No special dates yet.</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200">
              {specials.map((special, index) => (
                <li key={special.id ?? index} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                  <span>
                    <span className="font-medium text-slate-900">{formatVenueDate(special.date)}</span>
                    <span className="text-slate-700"> · {specialDateDetail(special)}</span>
                    {special.notes && <span className="block text-slate-600">{special.notes}</span>}
                  </span>
                  <span className="flex shrink-0 gap-1">
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Edit special date ${special.date}`}
                      onClick={() => setDraft(specialToDraft(special))}
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Delete special date ${special.date}`}
                      disabled={busy}
                      onClick={() => onRemove(special)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </DialogContent>
    </Dialog>
  );
}
