import type { DisplayStatus } from '@app/contracts';
import { clsx } from 'clsx';

/** Text and background pairs that keep at least 4.5:1 contrast. */
const COLOR_CLASSES: Record<DisplayStatus['color'], string> = {
  green: 'bg-emerald-100 text-emerald-900',
  yellow: 'bg-amber-100 text-amber-900',
  red: 'bg-red-100 text-red-900',
  blue: 'bg-sky-100 text-sky-900',
  orange: 'bg-orange-100 text-orange-900',
  grey: 'bg-slate-200 text-slate-800',
};

/** The booking's status as the server words and colours it (displayStatus). */
export function StatusBadge({ status }: { status: Pick<DisplayStatus, 'label' | 'color'> }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        COLOR_CLASSES[status.color],
      )}
    >
      {status.label}
    </span>
  );
}
