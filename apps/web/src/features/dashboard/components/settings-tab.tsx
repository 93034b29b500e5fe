import { AUTH_MESSAGES } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Switch } from '@/components/ui/switch';
import { serverErrorText } from '@/lib/api-error-text';
import { useAuth, type AuthUser } from '@/lib/auth';
import { updateProfile } from '../api/update-profile';
import { DeleteAccountDialog } from './delete-account-dialog';

/**
 * The marketing switch saves at once. It is optimistic: the stored user changes before the call and
 * goes back if the call fails, so the switch never waits on the network.
 */
function useMarketingPreference(user: AuthUser) {
  const { updateUser } = useAuth();
  return useMutation({
    mutationFn: (marketingPreference: boolean) => updateProfile(user.id, { marketingPreference }),
    onMutate: (marketingPreference) => {
      const previous = user;
      updateUser({ ...user, marketingPreference });
      return { previous };
    },
    onError: (error, _value, context) => {
      if (context) updateUser(context.previous);
      toast.error(serverErrorText(error) ?? AUTH_MESSAGES.profileUpdateFailed);
    },
    onSuccess: (saved) => {
      updateUser(saved);
      toast.success(
        saved.marketingPreference
          ? 'You will receive marketing emails.'
          : 'You will no longer receive marketing emails.',
      );
    },
  });
}

/** Settings tab (player.md §2): marketing preference and account deletion. */
export function SettingsTab({ user }: { user: AuthUser }) {
  const marketing = useMarketingPreference(user);

  return (
    <div className="space-y-6">
      <section
        aria-labelledby="settings-communication"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="settings-communication" className="text-xl font-semibold text-slate-900">
          Communication preferences
        </h2>
        <div className="mt-5 flex items-start justify-between gap-6">
          <div>
            <p id="settings-marketing-label" className="font-medium text-slate-900">
              Marketing emails
            </p>
            <p id="settings-marketing-description" className="mt-1 text-sm text-slate-600">
              News, offers and venue recommendations. Booking confirmations and account emails are always sent.
            </p>
          </div>
          <Switch
            checked={user.marketingPreference}
            onCheckedChange={(next) => marketing.mutate(next)}
            aria-labelledby="settings-marketing-label"
            aria-describedby="settings-marketing-description"
          />
        </div>
      </section>

      <section aria-labelledby="settings-delete" className="rounded-2xl border border-red-200 bg-white p-6 shadow-sm">
        <h2 id="settings-delete" className="text-xl font-semibold text-slate-900">
          Delete account
        </h2>
        <p className="mt-2 text-slate-700">
          Deleting your account erases your personal details. You cannot delete it while you have upcoming bookings;
          cancel them first.
        </p>
        <div className="mt-5">
          <DeleteAccountDialog />
        </div>
      </section>
    </div>
  );
}
