import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Button } from './button';
import { DialogClose } from './dialog';

/**
 * A dialog's buttons: the one that closes it without doing anything, then the action(s) in `children`.
 * Side by side on the right from small screens up; stacked with the action on top on phones.
 */
export function DialogActions({
  closeLabel = 'Cancel',
  busy = false,
  className,
  children,
}: {
  closeLabel?: string;
  busy?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={clsx('flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)}>
      <DialogClose asChild>
        <Button variant="secondary" disabled={busy}>
          {closeLabel}
        </Button>
      </DialogClose>
      {children}
    </div>
  );
}
