import { scheduleProblems, VENUE_MESSAGES as M, type Availability, type OwnerVenue } from '@app/contracts';
import { CalendarX, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Tabs } from '@/components/ui/tabs';
import { blockedPeriodDates, blockedPeriodDetail } from '../lib/availability-labels';
import { blocksOf, sportScheduleUpdate, specialDatesOf } from '../lib/availability-updates';
import { normaliseWeek, type Week } from '../lib/schedule-edits';
import type { useAvailabilitySave } from './use-availability-save';
import { WeekEditor } from './week-editor';
import { ProblemList } from './problem-list';

type Saver = ReturnType<typeof useAvailabilitySave>;
type ModalTab = 'general' | 'sport';

interface ManageAvailabilityDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  venue: OwnerVenue;
  availability: Availability;
  saver: Saver;
  openBlocks: (sport: string | null) => void;
  openSpecials: (sport: string | null) => void;
}

/** Manage Availability (owner-admin.md §2): General Schedule and Sport-Specific tabs; Cancel and Save Availability. */
export function ManageAvailabilityDialog(props: ManageAvailabilityDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="max-h-[94vh] overflow-y-auto sm:max-w-3xl">
        {props.open && <ManageAvailability {...props} />}
      </DialogContent>
    </Dialog>
  );
}

function ManageAvailability({
  venue,
  availability,
  saver,
  openBlocks,
  openSpecials,
  onOpenChange,
}: ManageAvailabilityDialogProps) {
  const [tab, setTab] = useState<ModalTab>('general');
  const [general, setGeneral] = useState<Week>(() => normaliseWeek(availability.generalSchedule));
  const [problems, setProblems] = useState<string[]>([]);

  const saveGeneral = () => {
    const found = scheduleProblems(general, { complete: true });
    setProblems(found);
    if (found.length) return;
    saver.save(
      { generalSchedule: general },
      { success: M.availabilityUpdated, failure: M.availabilitySaveFailed, onSaved: () => onOpenChange(false) },
    );
  };

  const blocks = blocksOf(availability, null);
  return (
    <div>
      <div className="pr-10">
        <DialogTitle className="text-xl">Manage Availability</DialogTitle>
        <DialogDescription className="mt-1">
          {venue.name}: weekly hours, breaks, closures and special dates. Players see changes at once.
        </DialogDescription>
      </div>
      <Tabs
        className="mt-4"
        label="Availability"
        idPrefix="availability"
        items={[
          { value: 'general', label: 'General Schedule' },
          { value: 'sport', label: 'Sport-Specific' },
        ]}
        value={tab}
        onValueChange={setTab}
      >
        {(active) =>
          active === 'general' ? (
            <div className="space-y-5 pt-4">
              <ProblemList problems={problems} />
              <WeekEditor idPrefix="general" week={general} onChange={setGeneral} />
              <section aria-labelledby="general-blocks" className="rounded-xl border border-slate-200 p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 id="general-blocks" className="font-semibold text-slate-900">
                    Blocked dates
                  </h3>
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" variant="secondary" onClick={() => openBlocks(null)}>
                      <CalendarX aria-hidden="true" className="size-4" />
                      Block dates
                    </Button>
                    <Button size="sm" variant="secondary" onClick={() => openSpecials(null)}>
                      <Sparkles aria-hidden="true" className="size-4" />
                      Manage Special Dates
                    </Button>
                  </div>
                </div>
                <BlockPreview blocks={blocks} limit={3} />
              </section>
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <DialogClose asChild>
                  <Button variant="secondary">Cancel</Button>
                </DialogClose>
                <Button disabled={saver.busy} onClick={saveGeneral}>
                  {saver.busy ? 'Saving…' : 'Save Availability'}
                </Button>
              </div>
            </div>
          ) : (
            <SportSchedules
              venue={venue}
              availability={availability}
              general={general}
              saver={saver}
              openBlocks={openBlocks}
              openSpecials={openSpecials}
            />
          )
        }
      </Tabs>
    </div>
  );
}

export function BlockPreview({ blocks, limit }: { blocks: Availability['bulkBlockedPeriods']; limit: number }) {
  if (blocks.length === 0) return <p className="mt-2 text-sm text-slate-600">No dates blocked.</p>;
  return (
    <ul className="mt-2 space-y-1 text-sm">
      {blocks.slice(0, limit).map((block, index) => (
        <li key={block.id ?? index} className="text-slate-800">
          <span className="font-medium">{blockedPeriodDates(block)}</span>
          <span className="text-slate-600"> · {blockedPeriodDetail(block)}</span>
        </li>
      ))}
      {blocks.length > limit && <li className="text-slate-600">and {blocks.length - limit} more</li>}
    </ul>
  );
}

function SportSchedules({
  venue,
  availability,
  general,
  saver,
  openBlocks,
  openSpecials,
}: {
  venue: OwnerVenue;
  availability: Availability;
  general: Week;
  saver: Saver;
  openBlocks: (sport: string | null) => void;
  openSpecials: (sport: string | null) => void;
}) {
  const [sport, setSport] = useState(venue.sports[0] ?? '');
  const saved = availability.sportAvailability.find((entry) => entry.sport === sport)?.schedule ?? [];
  // Local weeks per sport: a created schedule exists here before it is saved.
  const [weeks, setWeeks] = useState<Record<string, Week | null>>({});
  const week = sport in weeks ? weeks[sport]! : saved.length ? normaliseWeek(saved) : null;
  const [problems, setProblems] = useState<string[]>([]);
  const blocks = blocksOf(availability, sport);
  const specials = specialDatesOf(availability, sport);

  const save = () => {
    if (!week) return;
    const found = scheduleProblems(week, { complete: true });
    setProblems(found);
    if (found.length) return;
    saver.save(sportScheduleUpdate(sport, week), { success: M.scheduleSaved(sport), failure: M.scheduleFailed });
  };
  const revert = () =>
    saver.save(sportScheduleUpdate(sport, []), {
      success: M.scheduleSaved(sport),
      failure: M.scheduleFailed,
      onSaved: () => setWeeks((current) => ({ ...current, [sport]: null })),
    });

  return (
    <div className="space-y-5 pt-4">
      <div className="max-w-xs space-y-1.5">
        <Label htmlFor="sport-schedule-sport">Sport</Label>
        <Select
          id="sport-schedule-sport"
          value={sport}
          onChange={(event) => (setSport(event.target.value), setProblems([]))}
        >
          {venue.sports.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Select>
      </div>
      <ProblemList problems={problems} />
      {week === null ? (
        <div className="rounded-xl border border-dashed border-slate-300 p-6 text-center">
          <p className="text-slate-800">{sport} follows the general schedule.</p>
          <Button
            className="mt-3"
            variant="secondary"
            onClick={() =>
              setWeeks({
                ...weeks,
                [sport]: general.map((day) => ({ ...day, breakTimes: day.breakTimes.map((item) => ({ ...item })) })),
              })
            }
          >
            Create custom schedule
          </Button>
        </div>
      ) : (
        <>
          <WeekEditor
            idPrefix={`sport-${sport}`}
            week={week}
            onChange={(next) => setWeeks({ ...weeks, [sport]: next })}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            {saved.length > 0 ? (
              <Button variant="secondary" disabled={saver.busy} onClick={revert}>
                Revert to general schedule
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => setWeeks({ ...weeks, [sport]: null })}>
                Discard
              </Button>
            )}
            <Button disabled={saver.busy} onClick={save}>
              {saver.busy ? 'Saving…' : `Save ${sport} schedule`}
            </Button>
          </div>
        </>
      )}
      <section aria-labelledby="sport-dates" className="rounded-xl border border-slate-200 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="sport-dates" className="font-semibold text-slate-900">
            {sport} closures and special dates
          </h3>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" onClick={() => openBlocks(sport)}>
              <CalendarX aria-hidden="true" className="size-4" />
              Block {sport} dates
            </Button>
            <Button size="sm" variant="secondary" onClick={() => openSpecials(sport)}>
              <Sparkles aria-hidden="true" className="size-4" />
              {sport} special dates ({specials.length})
            </Button>
          </div>
        </div>
        <BlockPreview blocks={blocks} limit={3} />
      </section>
    </div>
  );
}
