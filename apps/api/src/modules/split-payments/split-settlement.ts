import { writeTransaction } from '@app/db';
import type { MailingDeps, ServiceDeps } from '../../service-deps';
import { everyonePaidMail } from '../mail/mail-templates';
import { splitBookingFacts } from './split-booking-facts';
import {
  coverUnpaidShares,
  findOrganiser,
  hasUnpaidParticipant,
  setParticipantPaid,
  setSplitStatus,
} from './split-repository';

/*
 * How the friends' shares of a split booking end up paid: each friend pays their own, or the
 * organiser covers every share still unpaid in one payment. Each share moves from pending only once,
 * so no share is ever paid twice.
 */

/** The organiser covers every share still pending; answers false when none was left. */
export async function coverPendingShares(
  deps: Pick<ServiceDeps, 'db' | 'engine' | 'now'>,
  bookingId: number,
  amountPence: number,
): Promise<boolean> {
  return writeTransaction(deps.db, deps.engine, async (trx) => {
    if ((await coverUnpaidShares(trx, bookingId)) === 0) return false;
    const organiser = await findOrganiser(trx, bookingId);
    await setParticipantPaid(trx, organiser.id, organiser.paid_pence + amountPence, deps.now);
    await setSplitStatus(trx, bookingId, { to: 'settled', now: deps.now });
    return true;
  });
}

/** When the last share is paid, the split is settled and the organiser is told. */
export async function settleIfEveryonePaid(deps: MailingDeps, bookingId: number): Promise<void> {
  if (await hasUnpaidParticipant(deps.db, bookingId)) return;
  if (
    !(await setSplitStatus(deps.db, bookingId, {
      to: 'settled',
      from: ['collecting', 'awaiting_organiser'],
      now: deps.now,
    }))
  )
    return;
  const facts = await splitBookingFacts(deps.db, bookingId);
  deps.sendMail({
    to: facts.organiserEmail,
    ...everyonePaidMail({
      ...facts.mail,
      name: facts.organiserName,
      bookingsUrl: `${deps.publicUrl}/dashboard?tab=bookings`,
    }),
  });
}
