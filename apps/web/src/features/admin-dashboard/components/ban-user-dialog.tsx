import type { User } from '@app/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { Label } from '@/components/ui/label';
import { textAreaClassName } from '@/components/ui/text-area';

/** Ban with an optional reason (owner-admin.md §5); the user's sessions end at once. */
export function BanUserDialog({
  user,
  busy,
  onClose,
  onBan,
}: {
  user: User | null;
  busy: boolean;
  onClose: () => void;
  onBan: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => {
        if (open || busy) return;
        setReason('');
        onClose();
      }}
    >
      <DialogContent>
        <DialogTitle className="pr-10">Ban {user?.name}?</DialogTitle>
        <DialogDescription className="mt-2">
          {user?.email} is signed out everywhere and cannot sign in until unbanned. Their bookings stay as they are.
        </DialogDescription>
        <form
          className="mt-4 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            onBan(reason.trim());
          }}
        >
          <div className="space-y-1.5">
            <Label htmlFor="ban-reason">Reason (optional)</Label>
            <textarea
              id="ban-reason"
              rows={3}
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              className={textAreaClassName}
              placeholder="For example: repeated no-shows"
            />
          </div>
          <DialogActions busy={busy}>
            <Button type="submit" variant="danger" disabled={busy}>
              {busy ? 'Banning…' : 'Ban user'}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
