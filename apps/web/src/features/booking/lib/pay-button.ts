import { formatPence } from '@app/contracts';
import { amountDuePence, type CheckoutSplit } from './split';

interface PayButtonInput {
  totalPence: number;
  split: CheckoutSplit;
  loading: boolean;
  cardId: number | null;
  mobileNumber: string;
}

/**
 * The pay button (player.md §2, §5): 'Confirm Booking - £total', or 'Pay Your Share - £share' when
 * splitting; disabled while loading, with no card chosen, or with no mobile number.
 */
export function payButtonState({ totalPence, split, loading, cardId, mobileNumber }: PayButtonInput): {
  label: string;
  disabled: boolean;
} {
  const label = split.enabled
    ? `Pay Your Share - ${formatPence(amountDuePence(totalPence, split))}`
    : `Confirm Booking - ${formatPence(totalPence)}`;
  return { label, disabled: loading || cardId === null || mobileNumber.trim() === '' };
}
