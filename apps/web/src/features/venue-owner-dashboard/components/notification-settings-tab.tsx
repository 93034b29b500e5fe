import {
  OWNER_NOTIFICATION_DELIVERIES,
  OWNER_NOTIFICATION_LABELS,
  OWNER_NOTIFICATION_MESSAGES as M,
  type OwnerNotificationDelivery,
} from '@app/contracts';
import { clsx } from 'clsx';
import { BellRing } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { LoadingStatus } from '@/components/ui/loading-status';
import { serverErrorText } from '@/lib/api-error-text';
import { useOwnerNotificationSettings, useSaveOwnerNotificationSettings } from '../api/owner-notification-settings';

/**
 * The owner's account settings (docs/decisions/0057): how they hear about bookings at all their
 * venues — an e-mail for each event (the default), one daily summary, or none. Saved with the button;
 * the choice applies to events from then on.
 */
export function NotificationSettingsTab({ email }: { email: string }) {
  const settings = useOwnerNotificationSettings();
  const save = useSaveOwnerNotificationSettings();
  const [choice, setChoice] = useState<OwnerNotificationDelivery | null>(null);

  if (settings.isPending) return <LoadingStatus className="py-12">Loading your settings…</LoadingStatus>;
  if (settings.isError)
    return (
      <p role="alert" className="py-12 text-center text-red-700">
        {M.loadFailed}
      </p>
    );
  const saved = settings.data.delivery;
  const selected = choice ?? saved;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(selected, {
      onSuccess: () => {
        setChoice(null);
        toast.success(M.saved);
      },
    });
  };

  return (
    <section
      aria-labelledby="owner-notifications-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-emerald-50 text-emerald-700">
          <BellRing aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id="owner-notifications-title" className="text-xl font-semibold text-slate-900">
            Booking notifications
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            New bookings, changes, cancellation requests, cancellations and refunds at all your venues, sent to{' '}
            <span className="font-medium break-all text-slate-900">{email}</span>.
          </p>
        </div>
      </div>
      <form onSubmit={submit} className="mt-5">
        <fieldset>
          <legend className="sr-only">How to hear about your bookings</legend>
          <div className="grid gap-3 md:grid-cols-3">
            {OWNER_NOTIFICATION_DELIVERIES.map((delivery) => {
              const { label, description } = OWNER_NOTIFICATION_LABELS[delivery];
              const id = `owner-notifications-${delivery}`;
              return (
                <label
                  key={delivery}
                  htmlFor={id}
                  className={clsx(
                    'flex cursor-pointer gap-3 rounded-xl border p-4 transition-colors',
                    selected === delivery
                      ? 'border-emerald-600 bg-emerald-50 ring-1 ring-emerald-600'
                      : 'border-slate-200 hover:border-slate-300',
                  )}
                >
                  <input
                    id={id}
                    type="radio"
                    name="owner-notifications"
                    value={delivery}
                    checked={selected === delivery}
                    onChange={() => setChoice(delivery)}
                    aria-describedby={`${id}-description`}
                    className="mt-1 size-4 shrink-0 accent-emerald-700"
                  />
                  <span>
                    <span className="block font-medium text-slate-900">
                      {label}
                      {delivery === 'each' && <span className="font-normal text-slate-600"> (default)</span>}
                    </span>
                    <span id={`${id}-description`} className="mt-1 block text-sm text-slate-600">
                      {description}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
        {save.isError && (
          <p role="alert" className="mt-4 text-sm text-red-700">
            {serverErrorText(save.error) ?? M.saveFailed}
          </p>
        )}
        <div className="mt-5 flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={save.isPending || selected === saved}>
            {save.isPending ? 'Saving…' : 'Save settings'}
          </Button>
          {selected !== saved && <p className="text-sm text-slate-600">Unsaved change</p>}
        </div>
      </form>
    </section>
  );
}
