import { VENUE_MESSAGES as M } from '@app/contracts';
import { ArrowRight, ShieldCheck } from 'lucide-react';
import type { ReviewedChange } from '../lib/reviewed-change';

/** Old → new for each reviewed field, and what happens meanwhile: said before the owner saves. */
export function ReviewedChangeNotice({ changes }: { changes: readonly ReviewedChange[] }) {
  if (changes.length === 0) return null;
  return (
    <div
      role="note"
      aria-label={M.changeNeedsReviewTitle}
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <p className="flex items-center gap-2 font-semibold">
        <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
        {M.changeNeedsReviewTitle}
      </p>
      <p className="mt-1">{M.changeNeedsReview}</p>
      <ChangeList changes={changes} />
    </div>
  );
}

export function ChangeList({
  changes,
  className = 'mt-3',
}: {
  changes: readonly Pick<ReviewedChange, 'label' | 'from' | 'to'>[];
  className?: string;
}) {
  return (
    <dl className={`${className} space-y-2`}>
      {changes.map((change) => (
        <div key={change.label} className="grid gap-0.5 sm:grid-cols-[6rem_1fr]">
          <dt className="font-medium">{change.label}</dt>
          <dd className="flex flex-wrap items-center gap-x-2 break-words">
            <span className="text-slate-600 line-through decoration-slate-400">{change.from}</span>
            <ArrowRight aria-label="becomes" className="size-4 shrink-0" />
            <span className="font-medium text-slate-900">{change.to}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
