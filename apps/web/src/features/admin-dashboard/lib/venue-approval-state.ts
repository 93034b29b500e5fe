import { UNAPPROVE_NOTES } from '@app/contracts';

/*
 * What an admin may do with a venue (owner-admin.md §4 Venue approval): a pending venue can be
 * approved or rejected, a live one unapproved with the notes 'Admin review'. A venue whose owner is
 * not approved yet cannot be approved (the owner first; the server refuses it too).
 */

export type VenueAction = 'approve' | 'reject' | 'unapprove';

export interface VenueApprovalFacts {
  approved: boolean;
  owner?: { approved: boolean } | null | undefined;
}

export function venueActions(venue: VenueApprovalFacts): VenueAction[] {
  return venue.approved ? ['unapprove'] : ['approve', 'reject'];
}

export function ownerBlocksApproval(venue: VenueApprovalFacts): boolean {
  return !venue.approved && venue.owner != null && !venue.owner.approved;
}

export function venueDecisionBody(action: VenueAction, notes: string): { approved: boolean; notes?: string } {
  if (action === 'unapprove') return { approved: false, notes: notes.trim() || UNAPPROVE_NOTES };
  return { approved: action === 'approve', ...(notes.trim() ? { notes: notes.trim() } : {}) };
}
