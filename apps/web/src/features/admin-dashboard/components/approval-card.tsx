import { clsx } from 'clsx';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { ConfirmDialog } from './confirm-dialog';
import { textAreaClassName } from '@/components/ui/text-area';

interface ApprovalCardProps {
  /** Who or what is being reviewed, e.g. 'Pia Pending' or 'Riverside Padel'. */
  subject: string;
  children: ReactNode;
  /** Shown above the buttons; when set, Approve is disabled (e.g. approve the owner first). */
  blocker?: ReactNode;
  busy: boolean;
  /** What approval and rejection do, said in the confirmation dialogs. */
  approveConsequence: string;
  rejectConsequence: string;
  onDecide: (approved: boolean, notes: string) => Promise<unknown>;
  /** The buttons' words when they decide something other than the subject itself, e.g. 'Approve change'. */
  approveLabel?: string;
  rejectLabel?: string;
}

/**
 * One account or venue awaiting review (owner-admin.md §2 approval tabs): its facts, an optional notes
 * box, and Approve / Reject, each asked again in a confirmation dialog.
 */
export function ApprovalCard({
  subject,
  children,
  blocker,
  busy,
  approveConsequence,
  rejectConsequence,
  onDecide,
  approveLabel = 'Approve',
  rejectLabel = 'Reject',
}: ApprovalCardProps) {
  const notesId = useId();
  const [notes, setNotes] = useState('');
  const [confirming, setConfirming] = useState<'approve' | 'reject' | null>(null);
  const decide = (approved: boolean) =>
    onDecide(approved, notes)
      .then(() => setNotes(''))
      .catch(() => undefined)
      .finally(() => setConfirming(null));
  return (
    <article
      className={clsx(
        'flex flex-col rounded-xl border bg-white p-4 shadow-sm',
        blocker ? 'border-amber-300' : 'border-slate-200',
      )}
    >
      <div className="flex-1">{children}</div>
      <div className="mt-4 space-y-1.5">
        <Label htmlFor={notesId}>Notes (optional)</Label>
        <textarea
          id={notesId}
          rows={2}
          maxLength={1000}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          className={textAreaClassName}
          placeholder="Sent to the owner with the decision"
        />
      </div>
      {blocker && <div className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{blocker}</div>}
      <div className="mt-4 flex gap-2 [&>*]:flex-1">
        <Button variant="secondary" disabled={busy} onClick={() => setConfirming('reject')}>
          {rejectLabel}
        </Button>
        <Button disabled={busy || Boolean(blocker)} onClick={() => setConfirming('approve')}>
          {approveLabel}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming === 'approve' ? `Approve ${subject}?` : `Reject ${subject}?`}
        confirmLabel={confirming === 'approve' ? approveLabel : rejectLabel}
        destructive={confirming === 'reject'}
        busy={busy}
        onConfirm={() => void decide(confirming === 'approve')}
      >
        <p>{confirming === 'approve' ? approveConsequence : rejectConsequence}</p>
        {notes.trim() && (
          <p className="rounded-lg bg-slate-50 px-3 py-2">
            <span className="font-medium text-slate-900">Notes:</span> {notes.trim()}
          </p>
        )}
      </ConfirmDialog>
    </article>
  );
}
