import { WEEKDAY_NAMES } from '@app/contracts';
import { Copy, Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { HourSelect } from './hour-select';
import { addBreak, copyToAll, removeBreak, updateBreak, updateDay, type Week } from '../lib/schedule-edits';

// Side by side on a phone (each takes half the row), a fixed width from small screens up.
const timeClass = 'h-10 min-w-0 flex-1 px-1.5 text-sm sm:w-[8.5rem] sm:flex-none sm:px-2 sm:text-base';
const hourClass = 'min-w-0 flex-1 sm:w-[7.5rem] sm:flex-none';

/**
 * The weekly schedule (owner-admin.md §2): per day open, hours, breaks with a reason, Copy to All. Opening
 * and closing are whole hours from 00:00 to 24:00 (docs/decisions/0056); breaks may start at any minute.
 */
export function WeekEditor({
  idPrefix,
  week,
  onChange,
}: {
  idPrefix: string;
  week: Week;
  onChange: (week: Week) => void;
}) {
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
      {week.map((day) => {
        const name = WEEKDAY_NAMES[day.dayOfWeek]!;
        const id = `${idPrefix}-${day.dayOfWeek}`;
        return (
          <li key={day.dayOfWeek} className="space-y-3 p-3 sm:p-4">
            <div className="flex flex-wrap items-center gap-3">
              <label className="flex w-32 items-center gap-2 font-medium text-slate-900">
                <input
                  type="checkbox"
                  className="size-5 accent-emerald-700"
                  checked={day.isOpen}
                  onChange={(event) => onChange(updateDay(week, day.dayOfWeek, { isOpen: event.target.checked }))}
                />
                {name}
              </label>
              {day.isOpen ? (
                <div className="flex w-full items-center gap-2 sm:w-auto">
                  <HourSelect
                    edge="start"
                    aria-label={`${name} opens`}
                    id={`${id}-open`}
                    className={hourClass}
                    value={day.openTime}
                    onValueChange={(openTime) => onChange(updateDay(week, day.dayOfWeek, { openTime }))}
                  />
                  <span className="text-slate-600">to</span>
                  <HourSelect
                    edge="end"
                    aria-label={`${name} closes`}
                    id={`${id}-close`}
                    className={hourClass}
                    value={day.closeTime}
                    onValueChange={(closeTime) => onChange(updateDay(week, day.dayOfWeek, { closeTime }))}
                  />
                </div>
              ) : (
                <span className="text-sm text-slate-600">Closed</span>
              )}
              <div className="ml-auto flex gap-1">
                {day.isOpen && (
                  <Button size="sm" variant="ghost" onClick={() => onChange(addBreak(week, day.dayOfWeek))}>
                    <Plus aria-hidden="true" className="size-4" />
                    <span>
                      Break<span className="sr-only"> on {name}</span>
                    </span>
                  </Button>
                )}
                <Button size="sm" variant="ghost" onClick={() => onChange(copyToAll(week, day.dayOfWeek))}>
                  <Copy aria-hidden="true" className="size-4" />
                  <span>
                    Copy to All<span className="sr-only"> from {name}</span>
                  </span>
                </Button>
              </div>
            </div>
            {day.isOpen && day.breakTimes.length > 0 && (
              <ul className="space-y-3 sm:space-y-2 sm:pl-32">
                {day.breakTimes.map((item, index) => (
                  <li key={index} className="flex flex-wrap items-center gap-2 text-sm">
                    <div className="flex w-full items-center gap-2 sm:w-auto">
                      <span className="hidden text-slate-700 sm:inline">Break</span>
                      <Input
                        aria-label={`${name} break ${index + 1} starts`}
                        type="time"
                        className={timeClass}
                        value={item.start}
                        onChange={(event) =>
                          onChange(updateBreak(week, day.dayOfWeek, index, { start: event.target.value }))
                        }
                      />
                      <span className="text-slate-600">to</span>
                      <Input
                        aria-label={`${name} break ${index + 1} ends`}
                        type="time"
                        className={timeClass}
                        value={item.end}
                        onChange={(event) =>
                          onChange(updateBreak(week, day.dayOfWeek, index, { end: event.target.value }))
                        }
                      />
                    </div>
                    <div className="flex w-full items-center gap-2 sm:w-auto sm:flex-1">
                      <Input
                        aria-label={`${name} break ${index + 1} reason`}
                        placeholder="Reason"
                        className="h-10 min-w-0 flex-1"
                        value={item.reason}
                        maxLength={80}
                        onChange={(event) =>
                          onChange(updateBreak(week, day.dayOfWeek, index, { reason: event.target.value }))
                        }
                      />
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Remove ${name} break ${index + 1}`}
                        onClick={() => onChange(removeBreak(week, day.dayOfWeek, index))}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
