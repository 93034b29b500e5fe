import { describe, expect, it } from 'vitest';
import { cancellationDecisionLine } from '@/features/my-bookings/lib/cancellation-decision';

describe('the decision line in My bookings (issue 33 §6)', () => {
  it('says what came back and why, once the request is approved', () => {
    expect(cancellationDecisionLine({ status: 'approved', refundAmount: 25.5, refundReason: 'Late notice' })).toBe(
      'Refunded £25.50 (Late notice)',
    );
    expect(
      cancellationDecisionLine({
        status: 'approved',
        refundAmount: 0,
        refundReason: 'Cancelled 2 hours before the start',
      }),
    ).toBe('No refund (Cancelled 2 hours before the start)');
    expect(cancellationDecisionLine({ status: 'approved', refundAmount: 60, refundReason: null })).toBe(
      'Refunded £60.00',
    );
  });

  it('says nothing while the request is open or after a rejection', () => {
    expect(cancellationDecisionLine({ status: 'pending', refundAmount: null, refundReason: null })).toBeNull();
    expect(cancellationDecisionLine({ status: 'rejected', refundAmount: null, refundReason: null })).toBeNull();
  });
});
