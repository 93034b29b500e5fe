import { ALL_DAY, PRESET_BLOCK_REASONS, VENUE_MESSAGES as M, type Availability } from '@app/contracts';
import {
  blockWindow,
  calendarGrid,
  clickDate,
  EMPTY_SELECTION,
  formatVenueDate,
  formatVenueDateRange,
  highlightedRange,
  isInRange,
  type RangeSelection,
  shiftMonth,
  timeRange,
} from '@app/domain';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { blockedPeriodDates, blockedPeriodDetail } from '../lib/availability-labels';
import { blockReason, type NewBlock } from '../lib/availability-updates';

type Block = Availability['bulkBlockedPeriods'][number];

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const monthTitle = (month: string) => formatVenueDate(`${month}-01`, { month: 'long', year: 'numeric' });

interface BlockDatesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null: venue-wide; otherwise that sport only. */
  sport: string | null;
  today: string;
  blocks: readonly Block[];
  busy: boolean;
  onBlock: (block: NewBlock, done: () => void) => void;
  onUnblock: (index: number) => void;
}

/**
 * The block-date calendar (owner-admin.md §2 Block-date modals): a 42-day grid, first click starts a
 * range and the second completes it in either order, hovering previews, past dates and dates beyond
 * the 30-day window are disabled. Saving clears the selection.
 */
export function BlockDatesDialog({
  open,
  onOpenChange,
  sport,
  today,
  blocks,
  busy,
  onBlock,
  onUnblock,
}: BlockDatesDialogProps) {
  const window = blockWindow(today);
  const [month, setMonth] = useState(today.slice(0, 7));
  const [selection, setSelection] = useState<RangeSelection>(EMPTY_SELECTION);
  const [hovered, setHovered] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [allDay, setAllDay] = useState(true);
  const [times, setTimes] = useState({ startTime: '08:00', endTime: '22:00' });
  const highlighted = highlightedRange(selection, hovered);
  const days = calendarGrid(month, window);
  const chosen = selection.range ?? (selection.anchor ? { start: selection.anchor, end: selection.anchor } : null);

  const save = () => {
    if (!chosen) return toast.error(M.selectDatesFirst);
    const block: NewBlock = {
      startDate: chosen.start,
      endDate: chosen.end,
      allDay,
      ...(allDay ? ALL_DAY : times),
      reason: blockReason(reason, sport),
    };
    onBlock(block, () => {
      setSelection(EMPTY_SELECTION);
      setHovered(null);
    });
  };

  const title = sport ? `Block ${sport} dates` : 'Block dates';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92vh] overflow-y-auto sm:max-w-2xl">
        <div className="pr-10">
          <DialogTitle className="text-xl">{title}</DialogTitle>
          <DialogDescription className="mt-1">
            Click a first and a last day (in either order) between today and {formatVenueDate(window.last)}.{' '}
            {sport ? `Only ${sport} is closed.` : 'The whole venue is closed.'}
          </DialogDescription>
        </div>
        <div className="mt-4 grid gap-6 md:grid-cols-[1fr_15rem]">
          <div>
            <div className="mb-2 flex items-center justify-between">
              <Button
                size="sm"
                variant="ghost"
                aria-label="Previous month"
                disabled={month <= today.slice(0, 7)}
                onClick={() => setMonth(shiftMonth(month, -1))}
              >
                <ChevronLeft aria-hidden="true" className="size-4" />
              </Button>
              <p className="font-semibold text-slate-900" aria-live="polite">
                {monthTitle(month)}
              </p>
              <Button
                size="sm"
                variant="ghost"
                aria-label="Next month"
                disabled={month >= window.last.slice(0, 7)}
                onClick={() => setMonth(shiftMonth(month, 1))}
              >
                <ChevronRight aria-hidden="true" className="size-4" />
              </Button>
            </div>
            <div
              role="group"
              aria-label={`Calendar, ${monthTitle(month)}`}
              className="grid grid-cols-7 gap-1 text-center text-sm"
              onMouseLeave={() => setHovered(null)}
            >
              {WEEKDAYS.map((day) => (
                <div key={day} aria-hidden="true" className="py-1 text-xs font-semibold text-slate-600">
                  {day}
                </div>
              ))}
              {days.map((day) => {
                const inRange = isInRange(day.date, highlighted);
                const isEnd = highlighted !== null && (day.date === highlighted.start || day.date === highlighted.end);
                const blocked = blocks.some((block) => day.date >= block.startDate && day.date <= block.endDate);
                return (
                  <button
                    key={day.date}
                    type="button"
                    disabled={!day.selectable}
                    aria-pressed={inRange}
                    aria-label={`${formatVenueDate(day.date, { weekday: 'long', day: 'numeric', month: 'long' })}${blocked ? ', already blocked' : ''}`}
                    data-date={day.date}
                    onClick={() => setSelection(clickDate(selection, day.date))}
                    onMouseEnter={() => setHovered(day.date)}
                    onFocus={() => setHovered(day.date)}
                    className={clsx(
                      'relative h-10 rounded-lg transition-colors disabled:cursor-not-allowed disabled:text-slate-300',
                      !day.inMonth && 'text-slate-500',
                      isEnd
                        ? 'bg-emerald-700 font-semibold text-white'
                        : inRange
                          ? 'bg-emerald-100 text-emerald-950'
                          : day.selectable && 'hover:bg-slate-100',
                      day.date === today && !isEnd && 'ring-1 ring-emerald-700',
                    )}
                  >
                    {Number(day.date.slice(8))}
                    {blocked && (
                      <span
                        aria-hidden="true"
                        className="absolute bottom-1 left-1/2 size-1.5 -translate-x-1/2 rounded-full bg-red-600"
                      />
                    )}
                  </button>
                );
              })}
            </div>
            <p className="mt-2 text-sm text-slate-700" aria-live="polite">
              {chosen ? `Selected ${formatVenueDateRange(chosen.start, chosen.end)}` : 'No dates selected'}
            </p>
          </div>
          <div className="space-y-4">
            <div className="space-y-1.5">
              <Label htmlFor="block-preset">Reason</Label>
              <Select
                id="block-preset"
                value={PRESET_BLOCK_REASONS.includes(reason as never) ? reason : ''}
                onChange={(event) => setReason(event.target.value)}
              >
                <option value="">{sport ? `${sport} unavailable` : 'Blocked'} (default)</option>
                {PRESET_BLOCK_REASONS.map((preset) => (
                  <option key={preset} value={preset}>
                    {preset}
                  </option>
                ))}
              </Select>
              <Input
                aria-label="Or type a reason"
                placeholder="Or type a reason"
                value={reason}
                maxLength={80}
                onChange={(event) => setReason(event.target.value)}
              />
            </div>
            <CheckboxField
              id="block-all-day"
              label={`All day (${timeRange(ALL_DAY.startTime, ALL_DAY.endTime)})`}
              checked={allDay}
              onChange={(event) => setAllDay(event.target.checked)}
            />
            {!allDay && (
              <div className="flex items-center gap-2">
                <Input
                  aria-label="Blocked from"
                  type="time"
                  value={times.startTime}
                  onChange={(event) => setTimes({ ...times, startTime: event.target.value })}
                />
                <span className="text-slate-600">to</span>
                <Input
                  aria-label="Blocked until"
                  type="time"
                  value={times.endTime}
                  onChange={(event) => setTimes({ ...times, endTime: event.target.value })}
                />
              </div>
            )}
            <Button className="w-full" disabled={busy} onClick={save}>
              {busy ? 'Saving…' : 'Block selected dates'}
            </Button>
          </div>
        </div>
        <section aria-labelledby="blocked-list-title" className="mt-6">
          <h3 id="blocked-list-title" className="font-semibold text-slate-900">
            Blocked periods
          </h3>
          {blocks.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">Nothing blocked.</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200">
              {blocks.map((block, index) => (
                <li key={block.id ?? index} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                  <span>
                    <span className="font-medium text-slate-900">{blockedPeriodDates(block)}</span>
                    <span className="text-slate-600"> · {blockedPeriodDetail(block)}</span>
                  </span>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Unblock ${block.startDate}${block.startDate === block.endDate ? '' : ` to ${block.endDate}`}`}
                    disabled={busy}
                    onClick={() => onUnblock(index)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </DialogContent>
    </Dialog>
  );
}
