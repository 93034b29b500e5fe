import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Red for actions that take something away (reject, unapprove, ban). */
  destructive?: boolean;
  busy?: boolean;
  onConfirm: () => void;
}

/** Asks before an approval decision or a ban; the dialog stays open while the call runs. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  destructive = false,
  busy = false,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogTitle className="pr-10">{title}</DialogTitle>
        <DialogDescription asChild>
          <div className="mt-2 space-y-3 text-sm text-slate-700">{children}</div>
        </DialogDescription>
        <DialogActions busy={busy} className="mt-6">
          <Button variant={destructive ? 'danger' : 'primary'} disabled={busy} onClick={onConfirm}>
            {busy ? 'Saving…' : confirmLabel}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
