import * as DialogPrimitive from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';

/**
 * Radix dialog with the app's look. Radix provides the focus trap, Escape to close, focus return
 * and aria wiring; these wrappers only add styling and the 'sheet' (slide-out) placement.
 */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={clsx('text-lg font-semibold text-slate-900', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={clsx('text-sm text-slate-600', className)} {...props} />;
}

type Placement = 'center' | 'right-sheet';

const placementClasses: Record<Placement, string> = {
  center:
    'top-1/2 left-1/2 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-2xl p-6 motion-safe:data-[state=open]:animate-fade-in',
  'right-sheet':
    'inset-y-0 right-0 flex h-full w-80 max-w-[85vw] flex-col overflow-y-auto p-6 motion-safe:data-[state=open]:animate-slide-in-right',
};

interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  placement?: Placement;
  closeLabel?: string;
}

export function DialogContent({
  placement = 'center',
  closeLabel = 'Close',
  className,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-950/50 motion-safe:data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        className={clsx('fixed z-50 bg-white shadow-xl focus:outline-none', placementClasses[placement], className)}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label={closeLabel}
          className="absolute top-4 right-4 inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <X aria-hidden="true" className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
