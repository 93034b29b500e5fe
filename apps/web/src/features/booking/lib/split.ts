import { SPLIT_MESSAGES, type BookingDraft } from '@app/contracts';
import { splitShares } from '@app/domain';
import { NO_SPLIT, type SplitSettings } from '@/lib/split-payment';

/** Checkout's split settings; they start from the venue page's (carried in the draft). */
export type CheckoutSplit = SplitSettings;
export { NO_SPLIT };

export function splitFromDraft(draft: Pick<BookingDraft, 'splitPayment'>): CheckoutSplit {
  const split = draft.splitPayment;
  if (!split?.enabled) return NO_SPLIT;
  return {
    enabled: true,
    numberOfPeople: split.numberOfPeople,
    inviteEmails: [...split.inviteEmails],
    paymentLinkGenerated: split.paymentLinkGenerated,
  };
}

/** Paying with split on but the invites not sent is refused (player.md §4). */
export function splitPaymentProblem(split: CheckoutSplit): string | null {
  return split.enabled && !split.paymentLinkGenerated ? SPLIT_MESSAGES.generateLinkFirst : null;
}

/** Pence charged now: the whole total, or the organiser's share when splitting. */
export function amountDuePence(totalPence: number, split: CheckoutSplit): number {
  return split.enabled ? splitShares(totalPence, split.numberOfPeople).organiser : totalPence;
}
