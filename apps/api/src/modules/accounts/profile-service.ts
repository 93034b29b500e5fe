import { ADMIN_MESSAGES, AUTH_MESSAGES as M, type ProfileUpdate, type User as UserView } from '@app/contracts';
import type { UserUpdate } from '@app/db';
import { badRequest, forbidden, notFound } from '../../errors/app-error';
import type { MailingDeps } from '../../service-deps';
import { recordActivity } from '../activity/activity-repository';
import { findUserById, updateUser } from '../auth/user-repository';
import { toUserView } from '../auth/user-view';
import type { SessionUser } from '../auth/session-tokens';
import { ownerApprovedMail, ownerRejectedMail } from '../mail/mail-templates';

const APPROVAL_FIELDS = ['approved', 'approvalDate', 'approvalNotes'] as const;

function changesOwnFields(update: ProfileUpdate, actor: SessionUser): UserUpdate {
  const changes: UserUpdate = {};
  if (update.name !== undefined) changes.name = update.name;
  if (update.phone !== undefined) changes.phone = update.phone || null;
  if (update.location !== undefined) changes.location = update.location || null;
  const sports = update.preferredSports ?? update.favouriteSports;
  if (sports !== undefined) changes.favourite_sports = JSON.stringify([...new Set(sports)]);
  if (update.marketingPreference !== undefined) changes.marketing_preference = update.marketingPreference ? 1 : 0;
  if (update.dateOfBirth !== undefined) changes.date_of_birth = update.dateOfBirth;
  if (update.businessName !== undefined && actor.role === 'venue_owner')
    changes.business_name = update.businessName || null;
  return changes;
}

/**
 * A user edits their own profile; an admin may only decide the approval of another account (a
 * venue owner). Anyone else asking about another account is told it does not exist.
 */
export async function updateProfile(
  deps: MailingDeps,
  actor: SessionUser,
  userId: number,
  update: ProfileUpdate,
): Promise<UserView> {
  const target = await findUserById(deps.db, userId);
  const touchesApproval = APPROVAL_FIELDS.some((field) => update[field] !== undefined);
  const timestamp = deps.now.toISOString();

  if (actor.id !== userId) {
    if (actor.role !== 'admin' || !target) throw notFound(M.userNotFound);
    const otherFields = Object.keys(update).filter((key) => !(APPROVAL_FIELDS as readonly string[]).includes(key));
    if (otherFields.length > 0) throw forbidden(M.adminMayOnlyDecideApproval);
    // Only venue owners carry an approval (issue 11 item 8): it gates the owner dashboard and nothing else.
    if (target.role !== 'venue_owner') throw badRequest(ADMIN_MESSAGES.approvalOnlyForOwners, 'NOT_A_VENUE_OWNER');
    const approved = update.approved ?? target.approved === 1;
    const updated = await updateUser(deps.db, userId, {
      approved: approved ? 1 : 0,
      approval_date: approved ? (update.approvalDate ?? timestamp) : null,
      approval_notes: update.approvalNotes?.trim() || null,
      updated_at: timestamp,
    });
    await recordActivity(deps.db, {
      type: 'user',
      subjectId: userId,
      actorId: actor.id,
      message: `${approved ? 'Approved' : 'Rejected'} venue owner ${target.name}`,
      data: { approved, notes: update.approvalNotes ?? null },
      at: deps.now,
    });
    // The owner hears of a change: an approval, or a rejection (also of an account never approved).
    const notes = update.approvalNotes?.trim() || null;
    if (!target.deleted_at && approved && target.approved === 0) {
      deps.sendMail({
        to: target.email,
        ...ownerApprovedMail({ name: target.name, url: `${deps.publicUrl}/venue-dashboard`, notes }),
      });
    } else if (!target.deleted_at && !approved && update.approved === false) {
      deps.sendMail({
        to: target.email,
        ...ownerRejectedMail({ name: target.name, notes, helpUrl: `${deps.publicUrl}/help` }),
      });
    }
    return toUserView(updated);
  }

  if (!target) throw notFound(M.userNotFound);
  if (touchesApproval) throw forbidden(M.cannotApproveOwnAccount);
  const changes = changesOwnFields(update, actor);
  if (Object.keys(changes).length === 0) return toUserView(target);
  return toUserView(await updateUser(deps.db, userId, { ...changes, updated_at: timestamp }));
}

export async function setProfileImage(deps: Pick<MailingDeps, 'db' | 'now'>, userId: number, publicPath: string) {
  const before = await findUserById(deps.db, userId);
  const updated = await updateUser(deps.db, userId, { profile_image: publicPath, updated_at: deps.now.toISOString() });
  return { user: toUserView(updated), previousImage: before?.profile_image ?? null };
}
