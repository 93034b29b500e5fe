import { AUTH_MESSAGES, ERROR_CODES, STORAGE_KEYS, VERIFY_REDIRECT_MS } from '@app/contracts';
import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { buttonStyles } from '@/components/ui/button';
import { LoadingStatus } from '@/components/ui/loading-status';
import { ApiError } from '@/lib/api-client';
import { serverErrorText } from '@/lib/api-error-text';
import { forgetPendingBooking, readPendingBooking } from '@/lib/pending-booking';
import { useAuth, type AuthUser } from '@/lib/auth';
import { writeStorage } from '@/lib/storage';
import { useVerifyEmail } from '../api/verify-email';

const REDIRECT_SECONDS = Math.round(VERIFY_REDIRECT_MS / 1000);

/** /verify-email?token= (player.md §2, §4): loading, then success (on to /venues) or error. */
export default function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const verification = useVerifyEmail(token);

  if (!token) return <VerificationFailed reason={AUTH_MESSAGES.verificationNoToken} />;
  if (verification.error instanceof ApiError && verification.error.code === ERROR_CODES.EMAIL_ALREADY_VERIFIED) {
    return <AlreadyVerified message={verification.error.message} />;
  }
  if (verification.isError) {
    const serverText = serverErrorText(verification.error);
    // The server's 'no token' and 'expired' texts are the page's own; anything else is added below.
    const extra = serverText && serverText !== AUTH_MESSAGES.verificationFailedPage ? serverText : null;
    return <VerificationFailed reason={AUTH_MESSAGES.verificationFailedPage} detail={extra} />;
  }
  if (verification.isPending) {
    return (
      <StatusCard title="Verifying your email">
        <LoadingStatus size="card" className="justify-center">
          Verifying your email address…
        </LoadingStatus>
      </StatusCard>
    );
  }
  return <VerificationSucceeded user={verification.data.user} message={verification.data.message} />;
}

/**
 * Where a verified player goes next: back to the booking they started at checkout when there is one
 * (lib/pending-booking) — signed in straight there, signed out by way of the login, which then takes
 * them there — otherwise the venues (player.md §2).
 */
function useNextStep(signedInAsVerifiedUser: boolean) {
  const [pendingBooking] = useState(readPendingBooking);
  if (pendingBooking && signedInAsVerifiedUser)
    return { to: pendingBooking, label: 'Back to your booking', going: 'Taking you back to your booking' };
  if (pendingBooking)
    return {
      to: '/login',
      label: 'Log in to continue your booking',
      going: 'Taking you to log in and continue your booking',
    };
  return { to: '/venues', label: 'Browse venues now', going: 'Taking you to the venues' };
}

function AlreadyVerified({ message }: { message: string }) {
  const { user } = useAuth();
  const next = useNextStep(user?.emailVerified === true);
  return (
    <StatusCard
      title="Email already verified"
      icon={<CircleCheck aria-hidden="true" className="size-8" />}
      tone="success"
    >
      <p className="text-slate-700">{message}</p>
      <Link
        to={next.to}
        onClick={() => next.to.startsWith('/venue/') && forgetPendingBooking()}
        className={buttonStyles({ className: 'mt-6' })}
      >
        {next.label === 'Browse venues now' && !user ? 'Go to Login' : next.label}
      </Link>
    </StatusCard>
  );
}

function VerificationSucceeded({ user, message }: { user: AuthUser; message: string }) {
  const navigate = useNavigate();
  const { user: current, updateUser } = useAuth();
  const [secondsLeft, setSecondsLeft] = useState(REDIRECT_SECONDS);
  const currentId = current?.id;
  const next = useNextStep(currentId === user.id);
  const nextTo = next.to;

  useEffect(() => {
    // The venue list shows its "email verified" banner once when it finds this flag.
    writeStorage(STORAGE_KEYS.emailVerifiedFlag, 'true');
    // Only the same account is refreshed: a link opened while someone else is signed in changes nothing here.
    if (currentId === user.id) updateUser(user);
  }, [user, currentId, updateUser]);

  useEffect(() => {
    const redirect = window.setTimeout(() => {
      if (nextTo.startsWith('/venue/')) forgetPendingBooking();
      navigate(nextTo, { replace: true });
    }, VERIFY_REDIRECT_MS);
    const tick = window.setInterval(() => setSecondsLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => {
      window.clearTimeout(redirect);
      window.clearInterval(tick);
    };
  }, [navigate, nextTo]);

  return (
    <StatusCard title="Email verified!" icon={<CircleCheck aria-hidden="true" className="size-8" />} tone="success">
      <p className="text-slate-700">{message || AUTH_MESSAGES.verificationSucceeded}</p>
      <p role="status" className="mt-3 text-sm text-slate-600">
        {next.going} in {secondsLeft} {secondsLeft === 1 ? 'second' : 'seconds'}…
      </p>
      <Link
        to={next.to}
        replace
        onClick={() => next.to.startsWith('/venue/') && forgetPendingBooking()}
        className={buttonStyles({ className: 'mt-6' })}
      >
        {next.label}
      </Link>
    </StatusCard>
  );
}

function VerificationFailed({ reason, detail }: { reason: string; detail?: string | null }) {
  return (
    <StatusCard
      title={AUTH_MESSAGES.verificationFailed}
      icon={<CircleX aria-hidden="true" className="size-8" />}
      tone="error"
    >
      <p role="alert" className="text-slate-700">
        {reason}
      </p>
      {detail && <p className="mt-2 text-sm text-slate-600">{detail}</p>}
      <Link to="/login" className={buttonStyles({ className: 'mt-6' })}>
        Go to Login
      </Link>
    </StatusCard>
  );
}

function StatusCard({
  title,
  icon,
  tone,
  children,
}: {
  title: string;
  icon?: ReactNode;
  tone?: 'success' | 'error';
  children: ReactNode;
}) {
  return (
    <section className="flex flex-1 items-start justify-center bg-slate-50 px-4 py-16">
      <PageTitle>{title}</PageTitle>
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        {icon && (
          <span
            className={`mx-auto mb-4 inline-flex size-14 items-center justify-center rounded-full ${tone === 'error' ? 'bg-red-50 text-red-700' : 'bg-emerald-50 text-emerald-700'}`}
          >
            {icon}
          </span>
        )}
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <div className="mt-3">{children}</div>
      </div>
    </section>
  );
}
