import { SPLIT_CUTOFF_HOURS, formatPence } from '@app/contracts';
import type { Database } from '@app/db';
import { splitDeadline } from '@app/domain';
import type { Kysely } from 'kysely';
import { hashToken, newOpaqueToken } from '../auth/session-tokens';
import type { OutgoingMail } from '../mail/mailer';
import { splitInviteMail } from '../mail/mail-templates';
import { londonMoment, splitBookingFacts } from './split-booking-facts';

/** Without a valid payment of the balance by 2 hours before the start, a split booking is cancelled. */
export const SPLIT_CANCEL_HOURS_BEFORE_START = 2;

export interface SplitDeps {
  db: Kysely<Database>;
  now: Date;
  publicUrl: string;
  sendMail: (mail: OutgoingMail) => void;
}

/**
 * Once the organiser's share is paid, the split starts collecting: the deadline and cut-off are set,
 * and every invitee gets a personal, single-purpose link that expires at the deadline.
 */
export async function startSplitCollection(deps: SplitDeps, bookingId: number): Promise<void> {
  const facts = await splitBookingFacts(deps.db, bookingId);
  if (facts.split_status) return;
  const deadline = splitDeadline(new Date(facts.starts_at), SPLIT_CUTOFF_HOURS);
  const cutoff = splitDeadline(new Date(facts.starts_at), SPLIT_CANCEL_HOURS_BEFORE_START);
  const started = await deps.db
    .updateTable('bookings')
    .set({ split_status: 'collecting', split_deadline_at: deadline.toISOString(), split_cutoff_at: cutoff.toISOString() })
    .where('id', '=', bookingId)
    .where('split_status', 'is', null)
    .executeTakeFirst();
  if (Number(started.numUpdatedRows) !== 1) return;
  const invitees = await deps.db.selectFrom('booking_participants').select(['id']).where('booking_id', '=', bookingId).where('is_organiser', '=', 0).execute();
  for (const invitee of invitees) await sendInvite(deps, invitee.id);
}

/** Issues a fresh link for one invitee (the old one stops working) and e-mails it. */
export async function sendInvite(deps: SplitDeps, participantId: number): Promise<void> {
  const participant = await deps.db.selectFrom('booking_participants').selectAll().where('id', '=', participantId).executeTakeFirstOrThrow();
  const facts = await splitBookingFacts(deps.db, participant.booking_id);
  const token = newOpaqueToken();
  await deps.db
    .updateTable('booking_participants')
    .set({ invite_token_hash: hashToken(token), invite_expires_at: facts.split_deadline_at, invited_at: deps.now.toISOString() })
    .where('id', '=', participantId)
    .execute();
  deps.sendMail({
    to: participant.email,
    ...splitInviteMail({
      ...facts.mail,
      organiserName: facts.organiser_name,
      shareLabel: formatPence(participant.share_pence),
      url: `${deps.publicUrl}/pay/${token}`,
      deadlineLabel: londonMoment(facts.split_deadline_at),
    }),
  });
}
