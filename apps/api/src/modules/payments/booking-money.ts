import type { BookingStatus, ParticipantStatus } from '@app/db';
import type { PaymentRow } from './payment-repository';

/*
 * The invariant every booking's money keeps (docs/decisions/0051), in one place for the test-side
 * proof (reconciliation.ts) and the scheduled repair (recovery/money-repair.ts):
 *   - money held (succeeded charges less refunds not failed) = what the booking's state allows: a
 *     live booking its total (a split: what its shares have paid); a cancelled booking what its
 *     cancellation let it keep (keep_pence: 0 after a full refund or a closure); a failed or expired
 *     booking nothing;
 *   - each payer's money = what their participant says: paid less refunded;
 *   - court claims exist exactly for a live (or still held) booking's hours.
 */

export interface BookingMoneyFacts {
  id: number;
  /** A manual booking is paid at the venue: the ledger holds none of its money (docs/decisions/0058). */
  source: 'online' | 'manual';
  status: BookingStatus;
  total_pence: number;
  is_split: number;
  keep_pence: number | null;
  time_slots: string;
}

export interface ParticipantMoneyFacts {
  id: number;
  is_organiser: number;
  status: ParticipantStatus;
  paid_pence: number;
  refunded_pence: number;
}

export const isLiveStatus = (status: BookingStatus) => status === 'confirmed' || status === 'cancellation_requested';

/** What is left of each succeeded charge after its refunds that did not fail. */
export function heldOf(payments: readonly PaymentRow[]): number {
  return payments
    .filter((row) => row.kind === 'charge' && row.status === 'succeeded')
    .reduce((sum, charge) => sum + charge.amount_pence - refundedOf(charge, payments), 0);
}

export function refundedOf(charge: Pick<PaymentRow, 'id'>, payments: readonly PaymentRow[]): number {
  return payments
    .filter((row) => row.kind === 'refund' && row.parent_payment_id === charge.id && row.status !== 'failed')
    .reduce((sum, row) => sum + row.amount_pence, 0);
}

/** What one payer holds of a booking's money: their charges (the organiser's include those with no participant, an edit's) less their refunds. */
export function payerHeld(payer: { id: number; is_organiser: number }, payments: readonly PaymentRow[]): number {
  const theirs = (row: PaymentRow) =>
    row.participant_id === payer.id || (payer.is_organiser === 1 && row.participant_id === null);
  return heldOf(payments.filter((row) => row.kind === 'refund' || theirs(row)));
}

/** What the booking may hold now, or null when its state says nothing (a hold still being paid; a cancellation recorded before keep_pence). */
export function allowedPence(
  booking: BookingMoneyFacts,
  participants: readonly ParticipantMoneyFacts[],
): number | null {
  if (booking.status === 'pending') return null;
  if (booking.source === 'manual') return 0;
  if (booking.status === 'failed' || booking.status === 'expired') return 0;
  if (booking.status === 'cancelled') return booking.keep_pence;
  return booking.is_split === 1 ? participants.reduce((sum, row) => sum + row.paid_pence, 0) : booking.total_pence;
}

/** Each payer's money against their participant: problems as text, none when all agree. */
export function participantProblems(
  booking: BookingMoneyFacts,
  participants: readonly ParticipantMoneyFacts[],
  payments: readonly PaymentRow[],
): string[] {
  if (booking.status === 'pending' || booking.status === 'failed' || booking.status === 'expired') return [];
  const problems: string[] = [];
  for (const participant of participants) {
    const held = payerHeld(participant, payments);
    const expected = participant.paid_pence - participant.refunded_pence;
    if (held !== expected)
      problems.push(
        `booking ${booking.id}: participant ${participant.id} (${participant.status}) holds ${held}p but paid ${participant.paid_pence}p less ${participant.refunded_pence}p refunded`,
      );
    if (participant.status === 'refunded' && participant.refunded_pence === 0)
      problems.push(`booking ${booking.id}: participant ${participant.id} shows refunded with nothing refunded`);
    if (participant.status === 'pending' && !isLiveStatus(booking.status))
      problems.push(
        `booking ${booking.id}: participant ${participant.id} is still pending on a ${booking.status} booking`,
      );
  }
  return problems;
}

/**
 * Court claims against the booking's hours, both ways: a claim for an hour the booking does not hold
 * (a cancelled or ended booking's above all) keeps that court from ever being sold; a live booking's
 * hour without a claim can be sold twice. Problems as text.
 */
export function claimProblems(booking: BookingMoneyFacts, claimedHours: readonly string[]): string[] {
  if (booking.status === 'pending') return [];
  const hours = isLiveStatus(booking.status) ? (JSON.parse(booking.time_slots) as string[]) : [];
  const problems: string[] = [];
  const stray = claimedHours.filter((hour) => !hours.includes(hour));
  if (stray.length)
    problems.push(
      `booking ${booking.id} (${booking.status}) claims courts at [${stray.join(', ')}] for hours it does not hold`,
    );
  const unclaimed = hours.filter((hour) => !claimedHours.includes(hour));
  if (unclaimed.length)
    problems.push(`booking ${booking.id} (${booking.status}) holds [${unclaimed.join(', ')}] without a court claimed`);
  return problems;
}
