import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** A list of label–value rows divided by rules: a booking's or a payment's details. */
export function DetailList({ className, children }: { className?: string; children: ReactNode }) {
  return <dl className={clsx('divide-y divide-slate-200 text-sm', className)}>{children}</dl>;
}

/** One row of a DetailList: the label on the left, the value on the right. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-2">
      <dt className="font-medium text-slate-700">{label}</dt>
      <dd className="text-right text-slate-900">{children}</dd>
    </div>
  );
}
