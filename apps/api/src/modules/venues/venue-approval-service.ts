import { VENUE_APPROVAL_FIELDS, VENUE_MESSAGES as M, type OwnerVenue, type VenuePatchRequest } from '@app/contracts';
import { writeTransaction } from '@app/db';
import { AppError, forbidden, notFound } from '../../errors/app-error';
import type { MailingDeps, ServiceDeps } from '../../service-deps';
import { recordActivity } from '../activity/activity-repository';
import type { SessionUser } from '../auth/session-tokens';
import { venueDecisionMail, type VenueDecision } from '../mail/venue-mail-templates';
import { findOwnerAccount, findVenueRecord, setVenueApproval } from './owner-venue-repository';
import { readOwnerVenue } from './venue-editing-service';

/*
 * An admin decides a venue (owner-admin.md §2 Venues and Venue Approvals tabs, §4): Approve makes it
 * visible and bookable; Reject (a pending venue) and Unapprove (a live one) hide it. The owner is
 * e-mailed the outcome with the admin's notes. A venue is approved only once its owner's account is,
 * so nobody books a venue whose owner cannot yet see or manage its bookings.
 */

export interface VenueDecisionResult {
  venue: OwnerVenue;
  decision: VenueDecision;
  message: string;
}

const MESSAGES: Record<VenueDecision, string> = {
  approved: M.venueApproved,
  rejected: M.venueRejected,
  unapproved: M.venueUnapproved,
};

export async function decideVenueApproval(
  deps: MailingDeps & Pick<ServiceDeps, 'engine'>,
  admin: SessionUser,
  venueId: number,
  patch: VenuePatchRequest,
): Promise<VenueDecisionResult> {
  const others = Object.entries(patch).filter(
    ([key, value]) => value !== undefined && !(VENUE_APPROVAL_FIELDS as readonly string[]).includes(key),
  );
  if (others.length > 0) throw forbidden(M.adminMayOnlyDecideApproval);
  const record = await findVenueRecord(deps.db, venueId);
  if (!record) throw notFound(M.venueNotFound);
  const owner = record.owner_id === null ? undefined : await findOwnerAccount(deps.db, record.owner_id);
  const approved = patch.approved ?? record.approved === 1;
  if (approved && owner && owner.approved !== 1) throw new AppError(409, 'OWNER_NOT_APPROVED', M.approveOwnerFirst);
  const decision: VenueDecision = approved ? 'approved' : record.approved === 1 ? 'unapproved' : 'rejected';
  const notes = patch.approvalNotes?.trim() || null;

  await writeTransaction(deps.db, deps.engine, async (trx) => {
    await setVenueApproval(
      trx,
      venueId,
      { approved, date: approved ? (patch.approvalDate ?? deps.now.toISOString()) : null, notes },
      deps.now,
    );
    await recordActivity(trx, {
      type: 'venue',
      subjectId: venueId,
      actorId: admin.id,
      message: `Venue ${decision}: ${record.name}`,
      data: { venue_id: venueId, name: record.name, approved, owner_id: record.owner_id, notes },
      at: deps.now,
    });
  });

  // Only a change is news to the owner; approving an approved venue again (new notes) sends nothing.
  const changed = approved !== (record.approved === 1);
  if (owner && !owner.deleted_at && (changed || decision === 'rejected')) {
    deps.sendMail({
      to: owner.email,
      ...venueDecisionMail({
        name: owner.name,
        venueName: record.name,
        decision,
        notes,
        dashboardUrl: `${deps.publicUrl}/venue-dashboard`,
        venueUrl: `${deps.publicUrl}/venue/${venueId}`,
      }),
    });
  }
  return { venue: await readOwnerVenue(deps.db, venueId), decision, message: MESSAGES[decision] };
}
