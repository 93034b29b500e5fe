import { SPLIT_LINK_MESSAGES } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { buttonStyles } from '@/components/ui/button';
import { LoadingStatus } from '@/components/ui/loading-status';
import { hasStatus, serverErrorText } from '@/lib/api-error-text';
import { useAuth } from '@/lib/auth';
import { queryKeys } from '@/lib/query-keys';
import { useInvitation } from '../api/get-invitation';
import { InvitationSummary } from '../components/invitation-summary';
import { PayShareForm } from '../components/pay-share-form';
import { invitationHeading, invitationView } from '../lib/invitation-view';

/**
 * /pay/{token} (public): an invitee pays their share of a split booking, or the organiser pays the
 * remaining balance. Works signed in (saved cards) and signed out (a new card plus name and e-mail).
 */
export default function SplitPaymentInvitePage() {
  const { token = '' } = useParams();
  const invitation = useInvitation(token);
  const queryClient = useQueryClient();
  const { status } = useAuth();
  const [paid, setPaid] = useState(false);

  if (invitation.isPending) {
    return (
      <Shell title="Pay your share">
        <LoadingStatus size="card" className="justify-center">
          Loading your payment link...
        </LoadingStatus>
      </Shell>
    );
  }

  if (invitation.isError) {
    // A malformed token is answered 400 by the API's parameter check: to the visitor it is just as invalid.
    const message = hasStatus(invitation.error, 400, 404)
      ? SPLIT_LINK_MESSAGES.invalid
      : (serverErrorText(invitation.error) ?? 'We could not load this payment link. Please try again.');
    return (
      <Shell title="Payment link">
        <Outcome tone="error">{message}</Outcome>
        <WayOn signedIn={status === 'signed-in'} />
      </Shell>
    );
  }

  const data = invitation.data;
  const heading = invitationHeading(data.kind);
  const view = invitationView(data);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.splitPayments.invitation(token) });

  return (
    <Shell title={heading}>
      <p className="-mt-4 text-center text-slate-700">
        {data.kind === 'balance'
          ? 'Your saved card could not be charged for the unpaid shares of your booking.'
          : `${data.organiserName} has booked a game and split the cost with you.`}
      </p>
      <InvitationSummary invitation={data} />
      {paid ? (
        <Outcome tone="success" focus>
          {SPLIT_LINK_MESSAGES.paid}
        </Outcome>
      ) : view.state === 'closed' ? (
        <Outcome
          tone={view.status === 'paid' || view.status === 'covered' || view.status === 'refunded' ? 'success' : 'error'}
        >
          {view.message}
        </Outcome>
      ) : (
        <PayShareForm
          token={token}
          invitation={data}
          onPaid={() => {
            setPaid(true);
            refresh();
          }}
          onStale={refresh}
        />
      )}
      {(paid || view.state === 'closed') && <WayOn signedIn={status === 'signed-in'} />}
    </Shell>
  );
}

/** Where to go from a link that takes no payment: never a dead end (issue 33 §5). */
function WayOn({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="flex justify-center">
      <Link to={signedIn ? '/dashboard' : '/venues'} className={buttonStyles({ variant: 'secondary' })}>
        {signedIn ? 'Go to my dashboard' : 'Find a venue'}
      </Link>
    </div>
  );
}

function Shell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-xl space-y-6 px-4 py-10 sm:py-14">
      <PageTitle>{title}</PageTitle>
      <h1 className="text-center text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      {children}
    </section>
  );
}

/** A final word for the link (paid, covered, expired, cancelled, invalid); focused when it replaces the form. */
function Outcome({
  tone,
  focus = false,
  children,
}: {
  tone: 'success' | 'error';
  focus?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  const Icon = tone === 'success' ? CircleCheck : CircleAlert;
  return (
    <div
      ref={ref}
      tabIndex={focus ? -1 : undefined}
      role={tone === 'success' ? 'status' : 'alert'}
      className={
        tone === 'success'
          ? 'flex items-start gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-900 outline-none'
          : 'flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-amber-900 outline-none'
      }
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p className="font-medium">{children}</p>
    </div>
  );
}
