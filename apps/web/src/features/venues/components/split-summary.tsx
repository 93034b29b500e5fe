import { formatPence } from '@app/contracts';
import { splitShares } from '@app/domain';
import { Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { SplitSettings } from '@/lib/split-payment';

/** The panel's split button and, once split is set up, who pays what. */
export function SplitSummary({
  split,
  totalPence,
  onOpen,
}: {
  split: SplitSettings;
  totalPence: number;
  onOpen: () => void;
}) {
  const shares = split.enabled && totalPence > 0 ? splitShares(totalPence, split.numberOfPeople) : null;
  return (
    <div className="space-y-2">
      <Button variant="secondary" className="w-full" onClick={onOpen}>
        <Users aria-hidden="true" className="size-4" />
        {split.enabled ? 'Edit split payment' : 'Split this payment?'}
      </Button>
      {shares && (
        <p className="text-sm text-slate-700">
          Split between {split.numberOfPeople} people: each pays {formatPence(shares.other)}
          {shares.organiser !== shares.other ? `, you pay ${formatPence(shares.organiser)}` : ''}. Invites go out when
          you pay.
        </p>
      )}
    </div>
  );
}
