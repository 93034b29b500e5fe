import { STORAGE_KEYS } from '@app/contracts';
import { clsx } from 'clsx';
import { BadgeCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { NoticeDialog } from '@/components/ui/notice-dialog';
import { OwnerRegistrationForm } from '../components/owner-registration-form';
import { useRegistrationNotice } from '../use-registration-notice';

type Mode = 'login' | 'register';
const MEMORY_KEY = STORAGE_KEYS.pendingOwnerRegistration;

const MODES: { mode: Mode; label: string }[] = [
  { mode: 'login', label: 'Log In' },
  { mode: 'register', label: 'List Your Venue' },
];

/**
 * /venue-auth?mode=login|register (owner-admin.md §2). Login lands on /venue-dashboard through the
 * signed-out route guard; registration waits for an admin's approval.
 */
export default function VenueAuthPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const mode: Mode = searchParams.get('mode') === 'register' ? 'register' : 'login';
  const { registeredEmail, open: popupOpen, setOpen: setPopupOpen, onRegistered } = useRegistrationNotice(MEMORY_KEY);

  const gotIt = () => {
    setPopupOpen(false);
    setSearchParams({ mode: 'login' }, { replace: true });
  };

  return (
    <AuthCard
      wide={mode === 'register'}
      title={mode === 'register' ? 'List Your Venue' : 'Venue Owner Login'}
      subtitle={
        mode === 'register'
          ? 'Reach players across the UK and manage prices, availability and bookings from one dashboard.'
          : 'Log in to manage your venue, prices and bookings.'
      }
    >
      <nav aria-label="Venue owner account" className="mb-6 grid grid-cols-2 rounded-lg bg-slate-100 p-1">
        {MODES.map((item) => (
          <Link
            key={item.mode}
            to={`?mode=${item.mode}`}
            replace
            aria-current={item.mode === mode ? 'page' : undefined}
            className={clsx(
              'rounded-md px-3 py-2 text-center text-sm font-semibold',
              item.mode === mode ? 'bg-white text-emerald-900 shadow-sm' : 'text-slate-700 hover:text-slate-900',
            )}
          >
            {item.label}
          </Link>
        ))}
      </nav>
      {mode === 'register' ? <OwnerRegistrationForm onRegistered={onRegistered} /> : <LoginForm idPrefix="owner" />}
      <NoticeDialog
        open={popupOpen}
        onOpenChange={setPopupOpen}
        title="Account Created Successfully!"
        icon={<BadgeCheck aria-hidden="true" className="size-7" />}
        actionLabel="Got it"
        onAction={gotIt}
      >
        <p>
          Thank you for listing your venue with us. Our team will review your account within 1-2 business days and be in
          touch.
        </p>
        <p>
          Meanwhile, please confirm your email address with the link we sent to{' '}
          <strong className="break-all text-slate-900">{registeredEmail}</strong>.
        </p>
      </NoticeDialog>
    </AuthCard>
  );
}
