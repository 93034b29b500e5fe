import { formatPence, FREE_CANCELLATION_HOURS, type AmendQuote } from '@app/contracts';
import { cancellationRefundEstimate } from '@app/domain';

/** The amend dialog's money line, before saving (issue 15 §5). */
export function amendQuoteText(quote: Pick<AmendQuote, 'priceDifference' | 'newTotalPence'>): string {
  const { amountPence, direction } = quote.priceDifference;
  const total = formatPence(quote.newTotalPence);
  if (direction === 'charged')
    return `Saving charges ${formatPence(amountPence)} more to the card you paid with (new total ${total}).`;
  if (direction === 'refunded') return `Saving refunds ${formatPence(amountPence)} to your card (new total ${total}).`;
  return `Same price: no charge or refund (total ${total}).`;
}

/**
 * What the cancel dialog promises, from the same policy rule the confirmation e-mail uses
 * (packages/domain cancellation-policy).
 */
export function cancellationRefundText(input: { startsAt: string; totalAmountPence: number }, now: Date): string {
  const estimate = cancellationRefundEstimate({
    startsAt: new Date(input.startsAt),
    now,
    paidPence: input.totalAmountPence,
  });
  return estimate.kind === 'full'
    ? `You are cancelling more than ${FREE_CANCELLATION_HOURS} hours before the start, so under our policy the full ${formatPence(estimate.refundPence)} comes back to your card once the venue confirms.`
    : `The game starts in less than ${FREE_CANCELLATION_HOURS} hours, so any refund (up to ${formatPence(estimate.upToPence)}) is at the venue's discretion.`;
}
