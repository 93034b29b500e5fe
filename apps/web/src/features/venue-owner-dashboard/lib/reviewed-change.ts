import { REVIEWED_VENUE_FIELDS, type OwnerVenue, type ReviewedVenueField } from '@app/contracts';

/** How the form names each field an admin reviews on a live venue. */
export const REVIEWED_FIELD_LABELS: Record<ReviewedVenueField, string> = {
  name: 'Name',
  location: 'Location',
  address: 'Address',
};

export interface ReviewedChange {
  field: ReviewedVenueField;
  label: string;
  from: string;
  to: string;
}

/**
 * The changes of a save that an admin must review first (docs/decisions/0056): on a live venue, a new
 * name, location or address. Empty for a venue awaiting approval (its details apply at once).
 */
export function reviewedChanges(
  venue: Pick<OwnerVenue, 'approved' | ReviewedVenueField>,
  body: Partial<Record<ReviewedVenueField, string>>,
): ReviewedChange[] {
  if (!venue.approved) return [];
  return REVIEWED_VENUE_FIELDS.flatMap((field) => {
    const to = body[field];
    return to !== undefined && to.trim() !== venue[field]
      ? [{ field, label: REVIEWED_FIELD_LABELS[field], from: venue[field], to: to.trim() }]
      : [];
  });
}
