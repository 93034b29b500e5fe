import { VENUE_MESSAGES as M, type OwnerVenue } from '@app/contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { serverErrorText } from '@/lib/api-error-text';
import { useUpdateVenue } from '../api/save-venue';

/** Whole hours from 0 to 168, or null: the rule the API checks (VENUE_MESSAGES.freeHoursInvalid). */
export function freeHoursOf(typed: string): number | null {
  if (!/^\d{1,3}$/.test(typed.trim())) return null;
  const hours = Number(typed.trim());
  return hours <= 168 ? hours : null;
}

/**
 * The venue's cancellation policy (issue 30 §4, docs/decisions/0058): free cancellation up to N hours
 * before the start, and whether a request inside that window is approved at once with a full refund.
 */
export function CancellationPolicyCard({ venue }: { venue: OwnerVenue }) {
  const [hours, setHours] = useState(String(venue.cancellationPolicy.freeHours));
  const [autoApprove, setAutoApprove] = useState(venue.cancellationPolicy.autoApprove);
  const save = useUpdateVenue();
  const freeHours = freeHoursOf(hours);
  const changed =
    freeHours !== venue.cancellationPolicy.freeHours || autoApprove !== venue.cancellationPolicy.autoApprove;
  return (
    <section
      aria-labelledby="policy-title"
      className="mt-5 space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div>
        <h2 id="policy-title" className="text-lg font-semibold text-slate-900">
          Cancellation policy
        </h2>
        <p className="text-sm text-slate-600">
          A request made at least this long before the start can be approved at once with a full refund; you or an admin
          decide the rest.
        </p>
      </div>
      <FormField
        id="policy-hours"
        label="Free cancellation up to (hours before the start)"
        error={freeHours === null ? M.freeHoursInvalid : null}
        className="max-w-sm"
      >
        {(field) => (
          <Input {...field} inputMode="numeric" value={hours} onChange={(event) => setHours(event.target.value)} />
        )}
      </FormField>
      <div className="flex items-start gap-3">
        <Switch
          id="policy-auto"
          checked={autoApprove}
          onCheckedChange={setAutoApprove}
          aria-labelledby="policy-auto-label"
        />
        <div>
          <p id="policy-auto-label" className="text-sm font-medium text-slate-900">
            Approve requests inside the free window at once
          </p>
          <p className="text-sm text-slate-600">
            A full refund goes back to the player's card straight away; otherwise each request waits for you.
          </p>
        </div>
      </div>
      <Button
        disabled={!changed || freeHours === null || save.isPending}
        onClick={() =>
          freeHours !== null &&
          save.mutate(
            { venueId: venue.id, body: { cancellationPolicy: { freeHours, autoApprove } } },
            {
              onSuccess: () => toast.success(M.policySaved),
              onError: (error) => toast.error(serverErrorText(error) ?? M.updateFailed),
            },
          )
        }
      >
        {save.isPending ? 'Saving…' : 'Save policy'}
      </Button>
    </section>
  );
}
