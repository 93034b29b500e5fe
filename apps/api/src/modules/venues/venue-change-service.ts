import { VENUE_MESSAGES as M, type OwnerVenue, type VenueChangeDecisionRequest } from '@app/contracts';
import { writeTransaction } from '@app/db';
import { conflict, notFound } from '../../errors/app-error';
import type { MailingDeps, ServiceDeps } from '../../service-deps';
import { recordActivity } from '../activity/activity-repository';
import type { SessionUser } from '../auth/session-tokens';
import { venueChangeDecisionMail } from '../mail/venue-change-mail';
import { findOwnerAccount, findVenueRecord, updateVenueRecord } from './owner-venue-repository';
import { deletePendingChange, findPendingChange, takePendingChange } from './venue-change-repository';
import { findOwnedVenue, readOwnerVenue, requireApprovedOwner } from './venue-editing-service';
import { replaceVenueSearchTerms } from './venue-repository';

/*
 * A live venue's change of name, location or address (issue 30 §6, docs/decisions/0056): an admin
 * approves it — the venue takes the new details in one transaction, and the venue's version triggers
 * (0053) tell every cache and the search index — or rejects it with a note the owner reads on the
 * dashboard and in an e-mail; the listing stays on sale with its approved details either way. The owner may withdraw a
 * waiting change, or clear a rejected one.
 */

type ChangeDeps = Pick<ServiceDeps, 'db' | 'engine' | 'now'>;

export async function decideVenueChange(
  deps: ChangeDeps & MailingDeps,
  admin: SessionUser,
  venueId: number,
  decision: VenueChangeDecisionRequest,
): Promise<{ venue: OwnerVenue; message: string }> {
  const record = await findVenueRecord(deps.db, venueId);
  if (!record) throw notFound(M.venueNotFound);
  const notes = decision.notes?.trim() || null;
  const taken = await writeTransaction(deps.db, deps.engine, async (trx) => {
    const change = await takePendingChange(trx, venueId, {
      approved: decision.approved,
      notes,
      at: deps.now.toISOString(),
    });
    if (!change) return undefined;
    if (decision.approved) {
      await updateVenueRecord(
        trx,
        venueId,
        {
          name: change.name,
          location: change.location,
          address: change.address,
          ...(change.latitude !== null && change.longitude !== null
            ? { latitude: change.latitude, longitude: change.longitude }
            : {}),
        },
        deps.now,
      );
      if (change.location !== record.location || change.address !== record.address)
        await replaceVenueSearchTerms(trx, venueId, change.location, change.address);
    }
    await recordActivity(trx, {
      type: 'venue',
      subjectId: venueId,
      actorId: admin.id,
      message: `Venue change ${decision.approved ? 'approved' : 'rejected'}: ${record.name}${
        change.name !== record.name ? ` → ${change.name}` : ''
      }`,
      data: { venue_id: venueId, name: change.name, approved: record.approved === 1, owner_id: record.owner_id, notes },
      at: deps.now,
    });
    return change;
  });
  if (!taken) throw conflict(M.noPendingChange);
  const owner = record.owner_id === null ? undefined : await findOwnerAccount(deps.db, record.owner_id);
  if (owner && !owner.deleted_at) {
    const labels = { name: 'Name', location: 'Location', address: 'Address' } as const;
    deps.sendMail({
      to: owner.email,
      ...venueChangeDecisionMail({
        name: owner.name,
        venueName: record.name,
        changes: (['name', 'location', 'address'] as const)
          .filter((field) => taken[field] !== record[field])
          .map((field) => `${labels[field]}: ${record[field]} → ${taken[field]}`),
        approved: decision.approved,
        notes,
        dashboardUrl: `${deps.publicUrl}/venue-dashboard`,
        venueUrl: `${deps.publicUrl}/venue/${venueId}`,
      }),
    });
  }
  return {
    venue: await readOwnerVenue(deps.db, venueId),
    message: decision.approved ? M.changeApproved : M.changeRejectedByAdmin,
  };
}

/** The owner withdraws a waiting change, or clears a rejected one from the dashboard. */
export async function withdrawVenueChange(
  deps: ChangeDeps,
  owner: SessionUser,
  venueId: number,
): Promise<{ venue: OwnerVenue; message: string }> {
  requireApprovedOwner(owner);
  await findOwnedVenue(deps.db, owner, venueId);
  if (!(await findPendingChange(deps.db, venueId))) throw notFound(M.noPendingChange);
  await deletePendingChange(deps.db, venueId);
  return { venue: await readOwnerVenue(deps.db, venueId), message: M.changeWithdrawn };
}
