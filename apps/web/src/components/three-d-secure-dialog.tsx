import { formatPence } from '@app/contracts';
import { Landmark, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { LoadingStatus } from '@/components/ui/loading-status';
import type { AuthenticationResult } from '@/lib/api/authenticate-sandbox-payment';

interface ThreeDSecureDialogProps {
  /** The payment waiting for the cardholder, or null when none is. */
  challenge: { amountPence: number } | null;
  venueName: string;
  busy: boolean;
  onAnswer: (result: AuthenticationResult) => void;
}

/**
 * Stands in for the bank's 3-D Secure page in the sandbox (contract.md, Sandbox payments). Closing it
 * counts as failing the check, so a held slot is never left waiting on a window nobody sees.
 */
export function ThreeDSecureDialog({ challenge, venueName, busy, onAnswer }: ThreeDSecureDialogProps) {
  return (
    <Dialog open={challenge !== null} onOpenChange={(open) => !open && !busy && onAnswer('fail')}>
      <DialogContent onInteractOutside={(event) => event.preventDefault()} closeLabel="Cancel verification">
        <div className="space-y-1 pr-10">
          <DialogTitle className="flex items-center gap-2">
            <Landmark aria-hidden="true" className="size-5 text-emerald-700" />
            Verify your payment — test bank
          </DialogTitle>
          <DialogDescription>
            Your card needs 3-D Secure. This window is the sandbox's stand-in for your bank's verification page; in
            production your own bank asks you to approve the payment here.
          </DialogDescription>
        </div>
        {challenge && (
          <p className="mt-5 rounded-lg bg-slate-50 p-4 text-sm text-slate-800">
            Approve a payment of <strong>{formatPence(challenge.amountPence)}</strong> to {venueName}?
          </p>
        )}
        {busy && <LoadingStatus className="mt-4">Checking with your bank...</LoadingStatus>}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onAnswer('fail')} disabled={busy}>
            Fail authentication
          </Button>
          <Button onClick={() => onAnswer('approve')} disabled={busy}>
            <ShieldCheck aria-hidden="true" className="size-4" />
            Approve
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
