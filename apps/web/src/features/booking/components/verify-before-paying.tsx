import { MailWarning } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { useResendVerification } from '@/lib/auth';

/**
 * Checkout for a player whose address is unverified (issue 15 §4): said before the contact and card
 * steps, because the server refuses payment until the address is verified. The account is checked
 * again when the player comes back to this tab, so verifying in another tab unlocks the page.
 */
export function VerifyBeforePaying({
  email,
  onCheckAgain,
  checking,
}: {
  email: string;
  onCheckAgain: () => void;
  checking: boolean;
}) {
  const resend = useResendVerification();
  useEffect(() => {
    window.addEventListener('focus', onCheckAgain);
    return () => window.removeEventListener('focus', onCheckAgain);
  }, [onCheckAgain]);
  return (
    <section
      aria-labelledby="verify-before-paying-title"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-5 sm:p-6"
    >
      <div className="flex gap-3">
        <MailWarning aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-amber-800" />
        <div>
          <h2 id="verify-before-paying-title" className="text-lg font-semibold text-amber-950">
            Verify your email address to pay
          </h2>
          <p className="mt-1 text-amber-950">
            We sent a link to <strong className="break-all">{email}</strong>. Open it, then come back here: your booking
            is kept, and the link also brings you back to it.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button variant="secondary" disabled={resend.isPending} onClick={() => resend.mutate(email)}>
              {resend.isPending ? 'Sending…' : 'Resend e-mail'}
            </Button>
            <Button variant="ghost" disabled={checking} onClick={onCheckAgain}>
              {checking ? 'Checking…' : "I've verified"}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
