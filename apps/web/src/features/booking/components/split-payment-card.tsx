import { formatPence } from '@app/contracts';
import { splitShares } from '@app/domain';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { NO_SPLIT, type CheckoutSplit } from '../lib/split';
import { SplitPaymentDialog } from '@/components/split-payment-dialog';

interface SplitPaymentCardProps {
  totalPence: number;
  split: CheckoutSplit;
  onChange: (split: CheckoutSplit) => void;
  disabled?: boolean;
}

/**
 * The split card (player.md §2): the settings brought from the venue page, and the modal to change
 * them. Switching on opens the modal; split stays 'not configured' until the invites are sent.
 */
export function SplitPaymentCard({ totalPence, split, onChange, disabled }: SplitPaymentCardProps) {
  const [open, setOpen] = useState(false);
  const shares = split.enabled ? splitShares(totalPence, split.numberOfPeople) : null;
  const invited = split.inviteEmails.filter((email) => email.trim());

  const toggle = (on: boolean) => {
    if (!on) {
      onChange(NO_SPLIT);
      return;
    }
    onChange({ ...NO_SPLIT, enabled: true });
    setOpen(true);
  };

  return (
    <section aria-labelledby="checkout-split" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id="checkout-split" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
            <Users aria-hidden="true" className="size-5 text-emerald-700" />
            Split payment
          </h2>
          <p id="checkout-split-description" className="mt-1 text-sm text-slate-700">
            Share the cost equally with friends; each pays their own share.
          </p>
        </div>
        <Switch
          checked={split.enabled}
          onCheckedChange={toggle}
          disabled={disabled}
          aria-labelledby="checkout-split"
          aria-describedby="checkout-split-description"
        />
      </div>

      {shares && (
        <div className="mt-4 space-y-1 rounded-lg bg-emerald-50 p-4 text-sm text-emerald-950">
          <p>
            Split between <strong>{split.numberOfPeople} people</strong>: each pays {formatPence(shares.other)}; you pay{' '}
            <strong>{formatPence(shares.organiser)}</strong> now.
          </p>
          {split.paymentLinkGenerated ? (
            <p>Payment links go to: {invited.join(', ')}</p>
          ) : (
            <p>Add your friends' e-mail addresses and send the invites before paying.</p>
          )}
        </div>
      )}

      {split.enabled && (
        <Button variant="secondary" size="sm" className="mt-4" onClick={() => setOpen(true)} disabled={disabled}>
          {split.paymentLinkGenerated ? 'Edit split payment' : 'Set up split payment'}
        </Button>
      )}

      <SplitPaymentDialog
        open={open}
        onOpenChange={setOpen}
        totalPence={totalPence}
        split={split}
        onChange={onChange}
      />
    </section>
  );
}
