import { FREE_CANCELLATION_HOURS } from '@app/contracts';
import { cancellationRefundEstimate } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { amendQuoteText, cancellationRefundText } from '@/features/my-bookings/lib/money-preview';

const STARTS = '2026-11-25T18:00:00.000Z';
const hoursBefore = (hours: number) => new Date(Date.parse(STARTS) - hours * 3_600_000);

describe('the cancellation policy (one rule for the dialog and the e-mail)', () => {
  it(`gives everything back up to ${FREE_CANCELLATION_HOURS} hours before the start, and leaves later requests to the venue`, () => {
    expect(
      cancellationRefundEstimate({ startsAt: new Date(STARTS), now: hoursBefore(24), paidPence: 6000 }),
    ).toMatchObject({ kind: 'full', refundPence: 6000 });
    expect(
      cancellationRefundEstimate({ startsAt: new Date(STARTS), now: hoursBefore(23.9), paidPence: 6000 }),
    ).toMatchObject({
      kind: 'venue_decides',
      refundPence: 0,
      upToPence: 6000,
    });
  });

  it('words the cancel dialog', () => {
    expect(cancellationRefundText({ startsAt: STARTS, totalAmountPence: 6000 }, hoursBefore(48))).toBe(
      'You are cancelling more than 24 hours before the start, so under our policy the full £60.00 comes back to your card once the venue confirms.',
    );
    expect(cancellationRefundText({ startsAt: STARTS, totalAmountPence: 6000 }, hoursBefore(3))).toBe(
      "The game starts in less than 24 hours, so any refund (up to £60.00) is at the venue's discretion.",
    );
  });
});

describe('the amend dialog before saving', () => {
  it('states the extra charge, the refund or the same price, with the new total', () => {
    expect(amendQuoteText({ newTotalPence: 9000, priceDifference: { amountPence: 3000, direction: 'charged' } })).toBe(
      'Saving charges £30.00 more to the card you paid with (new total £90.00).',
    );
    expect(amendQuoteText({ newTotalPence: 3000, priceDifference: { amountPence: 3000, direction: 'refunded' } })).toBe(
      'Saving refunds £30.00 to your card (new total £30.00).',
    );
    expect(amendQuoteText({ newTotalPence: 6000, priceDifference: { amountPence: 0, direction: 'none' } })).toBe(
      'Same price: no charge or refund (total £60.00).',
    );
  });
});
