import { describe, expect, it } from 'vitest';
import { canResend, participantLabel, participantStatusBadge, splitStatusLine, type SplitParticipant } from '@/features/my-bookings/lib/split-participants';

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
    const line = splitStatusLine({ status: 'collecting', deadline: '2026-07-10T13:00:00.000Z', cutoff: null, participants: [] });
    expect(line).toBe('Unpaid shares are charged to your card on 10 Jul 2026, 14:00');
    expect(splitStatusLine({ status: 'settled', deadline: null, cutoff: null, participants: [] })).toBe('Everyone has paid.');
  });
});
