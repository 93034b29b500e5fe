import { CalendarDays, CreditCard, Settings, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { firstName, useFreshUser, type AuthUser } from '@/lib/auth';
import { ProfileTab } from './profile-tab';
import { SettingsTab } from './settings-tab';
import { VerifyEmailBanner } from './verify-email-banner';

const TABS = ['bookings', 'profile', 'payment', 'settings'] as const;
type AccountTab = (typeof TABS)[number];

const TAB_ITEMS: readonly TabItem<AccountTab>[] = [
  {
    value: 'bookings',
    label: (
      <>
        <CalendarDays aria-hidden="true" className="size-4" />
        Bookings
      </>
    ),
  },
  {
    value: 'profile',
    label: (
      <>
        <UserRound aria-hidden="true" className="size-4" />
        Profile
      </>
    ),
  },
  {
    value: 'payment',
    label: (
      <>
        <CreditCard aria-hidden="true" className="size-4" />
        Payment
      </>
    ),
  },
  {
    value: 'settings',
    label: (
      <>
        <Settings aria-hidden="true" className="size-4" />
        Settings
      </>
    ),
  },
];

function parseAccountTab(value: string | null): AccountTab {
  return (TABS as readonly string[]).includes(value ?? '') ? (value as AccountTab) : 'bookings';
}

/**
 * The Bookings and Payment tabs belong to other features (my-bookings, payment-methods). Features never
 * import each other, so the app layer (src/app/routes/dashboard-route.tsx) renders them and passes them in.
 */
export interface AccountTabSlots {
  bookingsTab: ReactNode;
  paymentTab: ReactNode;
}

/** The player's account area at /dashboard (player.md §2); the tab is in the URL (?tab=profile) so it can be linked. */
export function PlayerAccountArea({ user, bookingsTab, paymentTab }: { user: AuthUser } & AccountTabSlots) {
  // Verification or changes made in another tab show here without logging in again.
  useFreshUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseAccountTab(searchParams.get('tab'));

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <PageTitle>My account</PageTitle>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Welcome back, {firstName(user.name)}</h1>
      <p className="mt-2 text-slate-700">Manage your bookings, profile, payment methods and settings.</p>
      {!user.emailVerified && (
        <div className="mt-6">
          <VerifyEmailBanner email={user.email} />
        </div>
      )}
      <Tabs
        className="mt-8"
        label="Account"
        idPrefix="account"
        items={TAB_ITEMS}
        value={tab}
        onValueChange={(next) => setSearchParams({ tab: next }, { replace: true })}
      >
        {(active) => {
          switch (active) {
            case 'bookings':
              return bookingsTab;
            case 'payment':
              return paymentTab;
            case 'profile':
              return <ProfileTab user={user} />;
            case 'settings':
              return <SettingsTab user={user} />;
          }
        }}
      </Tabs>
    </div>
  );
}
