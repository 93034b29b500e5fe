import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';

interface NoticeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  icon?: ReactNode;
  children: ReactNode;
  actionLabel: string;
  onAction: () => void;
}

/** A one-button popup ('Check your email!', the bookings' 'Notice' with OK); focus starts on the button. */
export function NoticeDialog({ open, onOpenChange, title, icon, children, actionLabel, onAction }: NoticeDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="text-center">
        {icon && (
          <div className="mx-auto mb-4 inline-flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
            {icon}
          </div>
        )}
        <DialogTitle className="text-xl">{title}</DialogTitle>
        <DialogDescription asChild>
          <div className="mt-3 space-y-3 text-base text-slate-700">{children}</div>
        </DialogDescription>
        <Button className="mt-6 w-full" onClick={onAction}>
          {actionLabel}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
