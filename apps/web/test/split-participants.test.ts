import { describe, expect, it } from 'vitest';
import {
  canResend,
  participantLabel,
  participantStatusBadge,
  splitPaymentWords,
  splitStatusLine,
  type SplitParticipant,
  type SplitSummary,
} from '@/features/my-bookings/lib/split-participants';
import { paymentSummary } from '@/features/venue-owner-dashboard/lib/status-colours';

const participant = (overrides: Partial<SplitParticipant> = {}): SplitParticipant => ({
  id: 1,
  email: 'friend@example.com',
  name: null,
  isOrganiser: false,
  refundedPence: 0,
  refundedAt: null,
  sharePence: 1000,
  paidPence: 0,
  status: 'pending',
  paidAt: null,
  ...overrides,
});

describe('split participants (organiser view)', () => {
  it('labels each status', () => {
    expect(participantStatusBadge('paid')).toEqual({ label: 'Paid', color: 'green' });
    expect(participantStatusBadge('pending')).toEqual({ label: 'Pending', color: 'yellow' });
    expect(participantStatusBadge('covered').label).toBe('Covered by you');
    expect(participantStatusBadge('refunded').label).toBe('Refunded');
    expect(participantStatusBadge('cancelled').label).toBe('Cancelled');
    expect(participantStatusBadge('weird').label).toBe('Weird');
  });

  it('offers Resend only for pending invitees', () => {
    expect(canResend(participant())).toBe(true);
    expect(canResend(participant({ status: 'paid' }))).toBe(false);
    expect(canResend(participant({ isOrganiser: true }))).toBe(false);
  });

  it('names participants', () => {
    expect(participantLabel(participant())).toBe('friend@example.com');
    expect(participantLabel(participant({ name: 'Sam' }))).toBe('Sam (friend@example.com)');
    expect(participantLabel(participant({ isOrganiser: true, name: 'Robin' }))).toBe('Robin (you)');
  });

  it('words the deadline in London time', () => {
    const line = splitStatusLine({
      status: 'collecting',
      deadline: '2026-07-10T13:00:00.000Z',
      cutoff: null,
      participants: [],
    });
    expect(line).toBe('Unpaid shares are charged to your card on 10 Jul 2026, 14:00');
    expect(splitStatusLine({ status: 'settled', deadline: null, cutoff: null, participants: [] })).toBe(
      'Everyone has paid.',
    );
  });
});

describe('what a split booking has been paid (issue 33 §2)', () => {
  const split = (statuses: string[], paid: number[]): SplitSummary => ({
    status: 'collecting',
    deadline: null,
    cutoff: null,
    participants: statuses.map((status, index) =>
      participant({ id: index + 1, status, paidPence: paid[index]!, isOrganiser: index === 0 }),
    ),
  });

  it('says what has been paid of the total while shares are pending, never "Paid"', () => {
    expect(splitPaymentWords(split(['paid', 'paid', 'pending'], [2134, 2133, 0]), 6400)).toBe(
      '£42.67 of £64.00 paid, 1 share pending',
    );
    expect(splitPaymentWords(split(['paid', 'pending', 'pending'], [2134, 0, 0]), 6400)).toBe(
      '£21.34 of £64.00 paid, 2 shares pending',
    );
    expect(splitPaymentWords(split(['paid', 'paid', 'paid'], [2134, 2133, 2133]), 6400)).toBeNull();
    expect(splitPaymentWords(null, 6400)).toBeNull();
  });

  it('shows the owner a part-paid booking as part paid, with the figures', () => {
    expect(
      paymentSummary({
        paymentStatus: 'succeeded',
        totalAmountPence: 6400,
        sharesPaid: { paidPence: 4267, pending: 1 },
      }),
    ).toEqual({ label: 'Part paid', colour: 'yellow', detail: '£42.67 of £64.00, 1 share pending' });
    expect(
      paymentSummary({
        paymentStatus: 'succeeded',
        totalAmountPence: 6400,
        sharesPaid: { paidPence: 6400, pending: 0 },
      }),
    ).toEqual({ label: 'Succeeded', colour: 'green', detail: null });
    expect(paymentSummary({ paymentStatus: 'refunded', totalAmountPence: 6400, sharesPaid: null })).toEqual({
      label: 'Refunded',
      colour: 'blue',
      detail: null,
    });
  });
});
