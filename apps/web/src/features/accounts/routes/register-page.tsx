import { STORAGE_KEYS } from '@app/contracts';
import { MailCheck } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { NoticeDialog } from '@/components/ui/notice-dialog';
import { PlayerRegistrationForm } from '../components/player-registration-form';
import { useRegistrationNotice } from '../use-registration-notice';

const MEMORY_KEY = STORAGE_KEYS.pendingVerification;

/** /register (player.md §2). Registration does not sign in; the popup sends the player to log in. */
export default function RegisterPage() {
  const navigate = useNavigate();
  const { registeredEmail, open: popupOpen, setOpen: setPopupOpen, onRegistered } = useRegistrationNotice(MEMORY_KEY);

  return (
    <AuthCard
      wide
      title="Sign Up"
      subtitle="Create your free account to book venues and split the cost with friends."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-emerald-800 underline underline-offset-2">
            Log in
          </Link>
        </>
      }
    >
      <PlayerRegistrationForm onRegistered={onRegistered} />
      <NoticeDialog
        open={popupOpen}
        onOpenChange={setPopupOpen}
        title="Check your email!"
        icon={<MailCheck aria-hidden="true" className="size-7" />}
        actionLabel="Continue to Login"
        onAction={() => navigate('/login')}
      >
        <p>
          We have sent an email to <strong className="break-all text-slate-900">{registeredEmail}</strong>.
        </p>
        <p>
          Open the link in that email to verify your account, then log in. If the address already has an account, the
          email says how to sign in.
        </p>
      </NoticeDialog>
    </AuthCard>
  );
}
