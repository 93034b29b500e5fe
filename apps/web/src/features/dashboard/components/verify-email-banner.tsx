import { MailWarning } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useResendVerification } from '@/lib/auth';

/** Shown in the account area while the address is unverified (player.md §4). */
export function VerifyEmailBanner({ email }: { email: string }) {
  const resend = useResendVerification();
  return (
    <section
      aria-labelledby="verify-email-banner-title"
      className="flex flex-col gap-4 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
        <div>
          <h2 id="verify-email-banner-title" className="font-semibold text-amber-950">
            Please verify your email address
          </h2>
          <p className="mt-1 text-sm text-amber-950">
            We sent a verification link to <strong className="break-all">{email}</strong>. Open it to confirm your
            address.
          </p>
        </div>
      </div>
      <Button variant="secondary" size="sm" disabled={resend.isPending} onClick={() => resend.mutate(email)}>
        {resend.isPending ? 'Sending…' : 'Resend verification email'}
      </Button>
    </section>
  );
}
