import type { Slot, SlotsResponse } from '@app/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { LoadingStatus } from '@/components/ui/loading-status';
import { hasStatus, serverErrorText } from '@/lib/api-error-text';
import { SlotPicker } from './slot-picker';

interface AvailableTimesProps {
  sport: string;
  date: string;
  query: UseQueryResult<SlotsResponse>;
  /** The query holds the answer for this sport and day (not a previous one's). */
  answered: boolean;
  slots: readonly Slot[];
  selectedTimes: readonly string[];
  droppedTimes: readonly string[];
  onToggle: (time: string) => void;
}

/** 'Available times': what to choose first, loading, a failure with Retry, no times, or the slot picker. */
export function AvailableTimes({
  sport,
  date,
  query,
  answered,
  slots,
  selectedTimes,
  droppedTimes,
  onToggle,
}: AvailableTimesProps) {
  const headingId = useId();
  const error = answered ? null : query.error;
  // A 400 says why (e.g. a date outside the booking window); other failures may pass, so offer a retry.
  const errorText = error && hasStatus(error, 400) ? serverErrorText(error) : null;

  return (
    <div className="space-y-3">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        Available times
      </h3>
      {!sport ? (
        <p className="text-sm text-slate-700">Choose a sport to see the available times.</p>
      ) : !date ? (
        <p className="text-sm text-slate-700">Choose a date to see the available times.</p>
      ) : query.isPending || (query.isFetching && !answered) ? (
        <LoadingStatus>Loading available times...</LoadingStatus>
      ) : error ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-800">
          <p>{errorText ?? 'We could not load the available times.'}</p>
          {!errorText && (
            <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
              <RefreshCw aria-hidden="true" className="size-4" />
              Retry
            </Button>
          )}
        </div>
      ) : slots.length === 0 ? (
        <p className="text-sm text-slate-700">There are no times to book on this day.</p>
      ) : (
        <SlotPicker slots={slots} selectedTimes={selectedTimes} onToggle={onToggle} labelledBy={headingId} />
      )}
      {droppedTimes.length > 0 && (
        <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {droppedTimes.length === 1 ? 'This time is' : 'These times are'} no longer available and{' '}
          {droppedTimes.length === 1 ? 'was' : 'were'} removed from your selection: {droppedTimes.join(', ')}.
        </p>
      )}
    </div>
  );
}
