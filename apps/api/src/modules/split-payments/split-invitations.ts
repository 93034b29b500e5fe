import { SPLIT_CUTOFF_HOURS, formatPence } from '@app/contracts';
import { splitDeadline } from '@app/domain';
import type { MailingDeps } from '../../service-deps';
import { hashToken, newOpaqueToken } from '../auth/opaque-tokens';
import { londonMoment } from '../mail/mail-labels';
import { splitInviteMail } from '../mail/mail-templates';
import { splitBookingFacts } from './split-booking-facts';
import { findParticipant, listInvitees, setInviteLink, startCollecting } from './split-repository';

/** Without a valid payment of the balance by 2 hours before the start, a split booking is cancelled. */
const SPLIT_CANCEL_HOURS_BEFORE_START = 2;

/**
 * Once the organiser's share is paid, the split starts collecting: the deadline and cut-off are set,
 * and every invitee gets a personal, single-purpose link that expires at the deadline.
 */
export async function startSplitCollection(deps: MailingDeps, bookingId: number): Promise<void> {
  const facts = await splitBookingFacts(deps.db, bookingId);
  if (facts.split_status) return;
  const startsAt = new Date(facts.startsAt);
  const started = await startCollecting(deps.db, bookingId, {
    deadline: splitDeadline(startsAt, SPLIT_CUTOFF_HOURS),
    cutoff: splitDeadline(startsAt, SPLIT_CANCEL_HOURS_BEFORE_START),
  });
  if (!started) return;
  for (const invitee of await listInvitees(deps.db, bookingId)) await sendInvite(deps, invitee.id);
}

/** Issues a fresh link for one invitee (the old one stops working) and e-mails it. */
export async function sendInvite(deps: MailingDeps, participantId: number): Promise<void> {
  const participant = await findParticipant(deps.db, participantId);
  const facts = await splitBookingFacts(deps.db, participant.booking_id);
  const token = newOpaqueToken();
  await setInviteLink(deps.db, participantId, {
    tokenHash: hashToken(token),
    expiresAt: facts.split_deadline_at,
    now: deps.now,
  });
  deps.sendMail({
    to: participant.email,
    ...splitInviteMail({
      ...facts.mail,
      organiserName: facts.organiserName,
      shareLabel: formatPence(participant.share_pence),
      url: `${deps.publicUrl}/pay/${token}`,
      deadlineLabel: londonMoment(facts.split_deadline_at),
    }),
  });
}
