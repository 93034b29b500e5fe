/** Refund amounts in pence for a cancellation decision (owner-admin.md §4 Refund type). */
export type RefundType = 'full' | 'partial' | 'none';

export function refundAmountPence(type: RefundType, refundablePence: number, requestedPence?: number | null): number {
  if (type === 'none') return 0;
  if (type === 'full') return refundablePence;
  if (requestedPence == null || !Number.isSafeInteger(requestedPence) || requestedPence <= 0) {
    throw new RangeError('A partial refund needs an amount above 0');
  }
  if (requestedPence > refundablePence) throw new RangeError('A refund cannot exceed what was paid');
  return requestedPence;
}

/**
 * Splits a refund across several payments in proportion to what each paid, in whole pence, so the
 * parts add up exactly to the refund (the largest remainders get the leftover pennies).
 */
export function apportionRefund(refundPence: number, paidPence: number[]): number[] {
  const total = paidPence.reduce((sum, paid) => sum + paid, 0);
  if (refundPence > total) throw new RangeError('A refund cannot exceed what was paid');
  if (total === 0) return paidPence.map(() => 0);
  const exact = paidPence.map((paid) => (refundPence * paid) / total);
  const parts = exact.map(Math.floor);
  let leftover = refundPence - parts.reduce((sum, part) => sum + part, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (leftover === 0) break;
    if (parts[index]! < paidPence[index]!) {
      parts[index]! += 1;
      leftover -= 1;
    }
  }
  return parts;
}
