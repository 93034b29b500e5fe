import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Spinner } from './spinner';

const SIZES = {
  /** Inside a card or dialog: 'Loading payment methods...'. */
  inline: { box: 'gap-2 text-sm', spinner: 'size-4' },
  /** The only content of a small card: 'Verifying your email address…'. */
  card: { box: 'gap-3', spinner: 'size-5' },
  /** In place of a whole page while it loads. */
  page: { box: 'flex-1 flex-col justify-center gap-3 py-24', spinner: 'size-8' },
} as const;

/** A spinner and what is being waited for, announced politely to screen readers. */
export function LoadingStatus({
  size = 'inline',
  className,
  children,
}: {
  size?: keyof typeof SIZES;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="status" className={clsx('flex items-center text-slate-700', SIZES[size].box, className)}>
      <Spinner className={clsx(SIZES[size].spinner, 'text-emerald-700')} />
      {size === 'page' ? <p>{children}</p> : children}
    </div>
  );
}
