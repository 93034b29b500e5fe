import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingDisplayStatus, type DisplayStatusInput } from '../src/bookings/display-status';
import { ownerBookingDisplayStatus } from '../src/bookings/owner-display-status';
import { apportionRefund, refundAmountPence } from '../src/bookings/refunds';

const now = new Date('2026-11-21T10:00:00Z');
const future: Pick<DisplayStatusInput, 'startsAt' | 'endsAt'> = {
  startsAt: new Date('2026-11-25T18:00:00Z'),
  endsAt: new Date('2026-11-25T20:00:00Z'),
};
const past: Pick<DisplayStatusInput, 'startsAt' | 'endsAt'> = {
  startsAt: new Date('2026-11-20T18:00:00Z'),
  endsAt: new Date('2026-11-20T19:00:00Z'),
};

describe('booking display status', () => {
  it('never reads "paid" for a split booking whose friends still owe (issue 33 §2), for the player and the owner', () => {
    const split = { status: 'confirmed' as const, paymentStatus: 'succeeded' as const, cancellation: null, ...future };
    const pending = { ...split, shares: { paidPence: 4267, totalPence: 6400, pending: 1 } };
    expect(bookingDisplayStatus(pending, now).description).toBe('£42.67 of £64.00 paid, 1 share pending');
    expect(ownerBookingDisplayStatus(pending, now).description).toBe('£42.67 of £64.00 paid, 1 share pending');
    expect(
      bookingDisplayStatus({ ...split, shares: { paidPence: 2134, totalPence: 6400, pending: 2 } }, now).description,
    ).toBe('£21.34 of £64.00 paid, 2 shares pending');
    expect(
      bookingDisplayStatus({ ...split, shares: { paidPence: 6400, totalPence: 6400, pending: 0 } }, now).description,
    ).toBe('Confirmed and paid');
    expect(ownerBookingDisplayStatus({ ...split, shares: null }, now).description).toBe('Confirmed and paid');
  });

  it('shows upcoming confirmed bookings as cancellable and amendable', () => {
    expect(
      bookingDisplayStatus({ status: 'confirmed', paymentStatus: 'succeeded', cancellation: null, ...future }, now),
    ).toMatchObject({ code: 'confirmed', color: 'green', canCancel: true, canAmend: true });
  });

  it('shows bookings whose last slot has ended as completed', () => {
    expect(
      bookingDisplayStatus({ status: 'confirmed', paymentStatus: 'succeeded', cancellation: null, ...past }, now),
    ).toMatchObject({ code: 'completed', canCancel: false, canAmend: false });
    const during = { startsAt: new Date('2026-11-21T09:00:00Z'), endsAt: new Date('2026-11-21T11:00:00Z') };
    expect(
      bookingDisplayStatus({ status: 'confirmed', paymentStatus: 'succeeded', cancellation: null, ...during }, now),
    ).toMatchObject({ code: 'confirmed', canCancel: false });
  });

  it('describes cancellations by refund', () => {
    const base = { status: 'cancelled' as const, ...future };
    expect(
      bookingDisplayStatus(
        { ...base, paymentStatus: 'refunded', cancellation: { status: 'approved', refundType: 'full' } },
        now,
      ).description,
    ).toBe('Cancelled with a full refund');
    expect(
      bookingDisplayStatus(
        { ...base, paymentStatus: 'partially_refunded', cancellation: { status: 'approved', refundType: 'partial' } },
        now,
      ).description,
    ).toBe('Cancelled with a partial refund');
    expect(
      bookingDisplayStatus(
        { ...base, paymentStatus: 'succeeded', cancellation: { status: 'approved', refundType: 'none' } },
        now,
      ).description,
    ).toBe('Cancelled without a refund');
  });

  it('shows requested, rejected and pending states', () => {
    expect(
      bookingDisplayStatus(
        {
          status: 'cancellation_requested',
          paymentStatus: 'succeeded',
          cancellation: { status: 'pending', refundType: null },
          ...future,
        },
        now,
      ),
    ).toMatchObject({ code: 'cancellation_requested', canCancel: false });
    expect(
      bookingDisplayStatus(
        {
          status: 'confirmed',
          paymentStatus: 'succeeded',
          cancellation: { status: 'rejected', refundType: null },
          ...future,
        },
        now,
      ),
    ).toMatchObject({ code: 'rejected', canCancel: true });
    expect(
      bookingDisplayStatus({ status: 'pending', paymentStatus: 'pending', cancellation: null, ...future }, now),
    ).toMatchObject({ code: 'pending', canCancel: false });
  });
});

describe('refunds', () => {
  it('computes full, partial and no refunds and refuses impossible ones', () => {
    expect(refundAmountPence('full', 6000)).toBe(6000);
    expect(refundAmountPence('none', 6000)).toBe(0);
    expect(refundAmountPence('partial', 6000, 2550)).toBe(2550);
    expect(() => refundAmountPence('partial', 6000, 0)).toThrow();
    expect(() => refundAmountPence('partial', 6000, 6001)).toThrow();
  });

  it('apportions a refund across payers so the parts add up exactly', () => {
    expect(apportionRefund(1000, [3334, 3333, 3333])).toEqual([334, 333, 333]);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 50_000 }), { minLength: 1, maxLength: 20 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (paid, fraction) => {
          const total = paid.reduce((sum, value) => sum + value, 0);
          const refund = Math.floor(total * fraction);
          const parts = apportionRefund(refund, paid);
          expect(parts.reduce((sum, part) => sum + part, 0)).toBe(refund);
          parts.forEach((part, index) => {
            expect(part).toBeGreaterThanOrEqual(0);
            expect(part).toBeLessThanOrEqual(paid[index]!);
          });
        },
      ),
    );
  });
});
