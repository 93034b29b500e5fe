import { formatPence } from '@app/contracts';

/** The chosen hours and their total, announced as they change. */
export function SelectionTotal({ times, totalPence }: { times: readonly string[]; totalPence: number }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex items-baseline justify-between gap-3 border-t border-slate-200 pt-4"
    >
      <p className="text-sm text-slate-700">
        {times.length === 0
          ? 'No time slots selected'
          : `${times.length} ${times.length === 1 ? 'hour' : 'hours'} selected: ${times.join(', ')}`}
      </p>
      <p className="text-lg font-bold whitespace-nowrap text-slate-900">
        <span className="text-sm font-medium text-slate-700">Total </span>
        {formatPence(totalPence)}
      </p>
    </div>
  );
}
