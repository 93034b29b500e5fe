import {
  DEFAULT_CLOSE_TIME,
  DEFAULT_OPEN_TIME,
  DEFAULT_SPORT_PRICE_PENCE,
  REVIEWED_VENUE_FIELDS,
  VENUE_MESSAGES as M,
  venueFormProblems,
  courtNamesProblem,
  type OwnerVenue,
  type SportConfigInput,
  type VenueCreateRequest,
  type VenuePatchRequest,
} from '@app/contracts';
import { readJsonList, writeTransaction, type Database } from '@app/db';
import { toZonedParts } from '@app/domain';
import type { Kysely } from 'kysely';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../errors/app-error';
import type { ServiceDeps } from '../../service-deps';
import { recordActivity } from '../activity/activity-repository';
import type { SessionUser } from '../auth/session-tokens';
import { decodeImageDataUrl, ingestImage, isDataUrl, removeObjects, removeStoredImage } from '../media/image-ingest';
import type { MediaStorage } from '../media/media-storage';
import { replaceWeeklySchedule } from './availability-repository';
import {
  findVenueRecord,
  insertVenueRecord,
  listOwnerVenueRecords,
  removeSportAvailability,
  replaceVenueFacilities,
  replaceVenueImages,
  replaceVenueSports,
  highestUpcomingCourts,
  upcomingCourtsHeld,
  updateVenueRecord,
  type SportConfigRow,
  type VenueRecord,
} from './owner-venue-repository';
import { toOwnerVenues } from './owner-venue-views';
import { listVenueCourts, nameSportCourts, removeSportCourts } from './venue-court-repository';
import { deletePendingChange, replacePendingChange } from './venue-change-repository';
import { withPendingChanges } from './venue-change-views';
import type { Geocode } from './venue-ports';
import { loadVenueParts, replaceVenueSearchTerms, type VenueParts } from './venue-repository';

/*
 * An owner lists a venue and changes it (owner-admin.md §2 venue modal, Pricing and Venue Details
 * tabs). The owner is the session's user, never a field of the body. A new venue waits for an admin;
 * a live venue's new name, location or address waits for an admin as a pending change while the
 * listing stays on sale with its approved details (docs/decisions/0011, 0056).
 */

export type VenueEditingDeps = Pick<ServiceDeps, 'db' | 'engine' | 'now' | 'log'> & {
  media: MediaStorage;
  geocode: Geocode;
};

/** The fields whose change on a live venue waits for an admin. */
const REVIEWED_FIELDS = REVIEWED_VENUE_FIELDS;
/** New venues open 08:00–22:00 every day but Sunday (owner-admin.md §4). */
const DEFAULT_WEEK = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
  dayOfWeek,
  isOpen: dayOfWeek !== 0,
  openTime: DEFAULT_OPEN_TIME,
  closeTime: DEFAULT_CLOSE_TIME,
  breaks: [],
}));
const IMAGE_FOLDER = 'venues';

/** An unapproved owner sees only the review notice; nothing can be listed or changed yet. */
export function requireApprovedOwner(user: SessionUser): void {
  if (user.role === 'venue_owner' && !user.approved)
    throw new AppError(403, 'ACCOUNT_NOT_APPROVED', M.ownerNotApproved);
}

/** The venue when `user` owns it; another owner's venue does not exist for them (404). */
export async function findOwnedVenue(db: Kysely<Database>, user: SessionUser, venueId: number): Promise<VenueRecord> {
  const record = await findVenueRecord(db, venueId);
  if (!record || record.owner_id !== user.id) throw notFound(M.venueNotFound);
  return record;
}

export async function readOwnerVenue(db: Kysely<Database>, venueId: number): Promise<OwnerVenue> {
  const record = await findVenueRecord(db, venueId);
  if (!record) throw notFound(M.venueNotFound);
  const [parts, courts] = await Promise.all([loadVenueParts(db, [venueId]), listVenueCourts(db, [venueId])]);
  return (await withPendingChanges(db, toOwnerVenues([record], parts, courts)))[0]!;
}

export async function listMyVenues(db: Kysely<Database>, ownerId: number): Promise<OwnerVenue[]> {
  const records = await listOwnerVenueRecords(db, ownerId);
  const ids = records.map((record) => record.id);
  const [parts, courts] = await Promise.all([loadVenueParts(db, ids), listVenueCourts(db, ids)]);
  return withPendingChanges(db, toOwnerVenues(records, parts, courts));
}

/** A venue as it should be after a create or an edit; images are data URLs (new) or stored paths. */
interface DesiredVenue {
  name: string;
  description: string;
  location: string;
  address: string;
  sports: (SportConfigRow & { images: string[]; courtNames?: string[] })[];
  /** Configs sent for sports the venue will not offer (refused by the rules). */
  strayConfigs: string[];
  facilities: string[];
  images: string[];
}

function problemsOf(desired: DesiredVenue): string[] {
  const courtProblems = desired.sports.flatMap((sport) => {
    const problem = sport.courtNames ? courtNamesProblem(sport.sport, sport.courtNames) : null;
    return problem ? [problem] : [];
  });
  return [
    ...venueFormProblems({
      ...desired,
      sports: desired.sports.map((sport) => sport.sport),
      sportConfigs: [
        ...desired.sports.map((sport) => ({
          sport: sport.sport,
          pricePerHourPence: sport.pricePence > 0 ? sport.pricePence : null,
          images: sport.images,
        })),
        ...desired.strayConfigs.map((sport) => ({ sport, pricePerHourPence: null, images: [] })),
      ],
    }),
    ...courtProblems,
  ];
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** One sport as it will be: what was sent over what there was, over the defaults of a new sport. */
function desiredSport(
  name: string,
  sent: SportConfigInput | undefined,
  existing: (SportConfigRow & { images: string[] }) | undefined,
) {
  return {
    // An existing sport keeps its spelling: bookings and schedules name it.
    sport: existing?.sport ?? name,
    pricePence:
      sent?.pricePerHour === undefined ? (existing?.pricePence ?? DEFAULT_SPORT_PRICE_PENCE) : (sent.pricePerHour ?? 0),
    courtCount: sent?.courts?.length ?? sent?.courtCount ?? existing?.courtCount ?? 1,
    /** The owner's names for the courts, by number; absent: names stay (new courts are "Court N"). */
    courtNames: sent?.courts?.map((court) => court.name.trim().replace(/\s+/g, ' ')),
    description: sent?.description ?? existing?.description ?? '',
    facilities: sent?.facilities ?? existing?.facilities ?? [],
    images: sent?.images ?? existing?.images ?? [],
  };
}

function existingSports(parts: VenueParts): (SportConfigRow & { images: string[] })[] {
  return parts.sports.map((row) => ({
    sport: row.sport,
    pricePence: row.price_per_hour_pence ?? 0,
    courtCount: row.court_count,
    description: row.description,
    facilities: readJsonList(row.facilities),
    images: parts.images.filter((image) => image.sport === row.sport).map((image) => image.url),
  }));
}

/** Stores the new (data URL) images; stored paths must be this venue's own. Cleans up after a refusal. */
async function storeImages(deps: VenueEditingDeps, desired: DesiredVenue, owned: ReadonlySet<string>) {
  const wanted = [
    ...desired.images.map((ref) => ({ sport: null as string | null, ref })),
    ...desired.sports.flatMap((sport) => sport.images.map((ref) => ({ sport: sport.sport as string | null, ref }))),
  ];
  const images: { sport: string | null; url: string }[] = [];
  const written: string[] = [];
  try {
    for (const { sport, ref } of wanted) {
      if (isDataUrl(ref)) {
        const stored = await ingestImage({
          bytes: decodeImageDataUrl(ref),
          media: deps.media,
          folder: IMAGE_FOLDER,
        });
        written.push(...stored.keys);
        images.push({ sport, url: stored.url });
      } else if (owned.has(ref)) {
        images.push({ sport, url: ref });
      } else {
        throw badRequest(M.imageNotOurs);
      }
    }
  } catch (error) {
    await removeObjects(deps.media, written);
    throw error;
  }
  return { images, written };
}

async function coordinatesOf(
  deps: VenueEditingDeps,
  location: string,
  address: string,
): Promise<{ lat: number; lng: number }> {
  const found = (await deps.geocode(location)) ?? (await deps.geocode(address));
  if (!found) throw badRequest(M.locationNotFound, 'LOCATION_NOT_FOUND');
  return found;
}

/** POST /api/venues/: a new venue, unapproved and invisible to players until an admin approves it. */
export async function createVenue(
  deps: VenueEditingDeps,
  owner: SessionUser,
  input: VenueCreateRequest,
): Promise<OwnerVenue> {
  requireApprovedOwner(owner);
  const desired: DesiredVenue = {
    name: input.name,
    description: input.description,
    location: input.location,
    address: input.address,
    sports: input.sports.map((name) =>
      desiredSport(
        name,
        input.sportConfigs.find((config) => sameName(config.sport, name)),
        undefined,
      ),
    ),
    strayConfigs: [],
    facilities: input.facilities,
    images: input.images,
  };
  const problems = problemsOf(desired);
  if (problems.length) throw badRequest(problems.join('; '));
  const point = await coordinatesOf(deps, desired.location, desired.address);
  const { images, written } = await storeImages(deps, desired, new Set());
  try {
    const venueId = await writeTransaction(deps.db, deps.engine, async (trx) => {
      const id = await insertVenueRecord(trx, {
        ownerId: owner.id,
        ...desired,
        latitude: point.lat,
        longitude: point.lng,
        now: deps.now,
      });
      await replaceVenueSports(trx, id, desired.sports);
      for (const sport of desired.sports)
        if (sport.courtNames) await nameSportCourts(trx, id, sport.sport, sport.courtNames);
      await replaceVenueFacilities(trx, id, desired.facilities);
      await replaceVenueImages(trx, id, images, deps.now);
      await replaceVenueSearchTerms(trx, id, desired.location, desired.address);
      await replaceWeeklySchedule(trx, id, null, DEFAULT_WEEK);
      await recordActivity(trx, {
        type: 'venue',
        subjectId: id,
        actorId: owner.id,
        message: `New venue submitted for approval: ${desired.name}`,
        data: { venue_id: id, name: desired.name, approved: false, owner_id: owner.id },
        at: deps.now,
      });
      return id;
    });
    return await readOwnerVenue(deps.db, venueId);
  } catch (error) {
    await removeObjects(deps.media, written);
    throw error;
  }
}

/** PATCH /api/venues/{id}/ by its owner: the fields sent change; the rules run on the result. */
export async function editVenue(
  deps: VenueEditingDeps,
  owner: SessionUser,
  venueId: number,
  patch: VenuePatchRequest,
): Promise<{ venue: OwnerVenue; backToReview: boolean }> {
  if (patch.approved !== undefined || patch.approvalDate !== undefined || patch.approvalNotes !== undefined)
    throw forbidden(M.onlyAdminApproves);
  requireApprovedOwner(owner);
  const record = await findOwnedVenue(deps.db, owner, venueId);
  const parts = await loadVenueParts(deps.db, [venueId]);
  const before = existingSports(parts);
  const names = patch.sports ?? before.map((sport) => sport.sport);
  const sent = patch.sportConfigs ?? [];
  const desired: DesiredVenue = {
    name: patch.name ?? record.name,
    description: patch.description ?? record.description,
    location: patch.location ?? record.location,
    address: patch.address ?? record.address,
    sports: names.map((name) =>
      desiredSport(
        name,
        sent.find((config) => sameName(config.sport, name)),
        before.find((sport) => sameName(sport.sport, name)),
      ),
    ),
    strayConfigs: sent
      .filter((config) => !names.some((name) => sameName(name, config.sport)))
      .map((config) => config.sport),
    facilities: patch.facilities ?? parts.facilities.map((facility) => facility.name),
    images: patch.images ?? parts.images.filter((image) => image.sport === null).map((image) => image.url),
  };
  const problems = problemsOf(desired);
  if (problems.length) throw badRequest(problems.join('; '));

  const removed = before
    .filter((sport) => !desired.sports.some((kept) => kept.sport === sport.sport))
    .map((sport) => sport.sport);
  const held = await upcomingCourtsHeld(deps.db, venueId, toZonedParts(deps.now, record.time_zone).date);
  const busy = removed.find((sport) => held.has(sport));
  if (busy) throw conflict(M.sportHasBookings(busy), 'SPORT_HAS_BOOKINGS');
  const crowded = desired.sports.find((sport) => (held.get(sport.sport) ?? 0) > sport.courtCount);
  if (crowded) throw conflict(M.courtsHeld(crowded.sport, held.get(crowded.sport)!), 'SPORT_HAS_BOOKINGS');
  // A court removed from the end must have no bookings to come (they name its number).
  const highest = await highestUpcomingCourts(deps.db, venueId, toZonedParts(deps.now, record.time_zone).date);
  const removedCourt = desired.sports.find((sport) => (highest.get(sport.sport) ?? 0) > sport.courtCount);
  if (removedCourt) {
    const number = highest.get(removedCourt.sport)!;
    const court = (await listVenueCourts(deps.db, [venueId])).find(
      (row) => row.sport === removedCourt.sport && row.number === number,
    );
    throw conflict(M.courtHasBookings(removedCourt.sport, court?.name ?? `Court ${number}`), 'SPORT_HAS_BOOKINGS');
  }

  const changed = REVIEWED_FIELDS.filter((field) => desired[field] !== record[field]);
  const moved = desired.location !== record.location || desired.address !== record.address;
  const point = moved ? await coordinatesOf(deps, desired.location, desired.address) : null;
  // A live venue keeps its approved name, location and address on sale; the change waits for an admin.
  const backToReview = record.approved === 1 && changed.length > 0;
  const identity = backToReview
    ? {}
    : {
        name: desired.name,
        location: desired.location,
        address: desired.address,
        ...(point ? { latitude: point.lat, longitude: point.lng } : {}),
      };
  const previousUrls = parts.images.map((image) => image.url);
  const { images, written } = await storeImages(deps, desired, new Set(previousUrls));
  try {
    await writeTransaction(deps.db, deps.engine, async (trx) => {
      await updateVenueRecord(
        trx,
        venueId,
        {
          description: desired.description,
          ...identity,
          ...(patch.cancellationPolicy
            ? {
                cancellation_free_hours: patch.cancellationPolicy.freeHours,
                cancellation_auto_approve: patch.cancellationPolicy.autoApprove ? 1 : 0,
              }
            : {}),
        },
        deps.now,
      );
      await replaceVenueSports(trx, venueId, desired.sports);
      await removeSportAvailability(trx, venueId, removed);
      await removeSportCourts(trx, venueId, removed);
      for (const sport of desired.sports)
        if (sport.courtNames) await nameSportCourts(trx, venueId, sport.sport, sport.courtNames);
      await replaceVenueFacilities(trx, venueId, desired.facilities);
      await replaceVenueImages(trx, venueId, images, deps.now);
      if (moved && !backToReview) await replaceVenueSearchTerms(trx, venueId, desired.location, desired.address);
      // An unapproved venue takes its new details at once (the admin reviews it whole), so nothing waits.
      if (!backToReview && changed.length > 0) await deletePendingChange(trx, venueId);
      if (backToReview) {
        await replacePendingChange(trx, {
          venue_id: venueId,
          name: desired.name,
          location: desired.location,
          address: desired.address,
          latitude: point?.lat ?? record.latitude,
          longitude: point?.lng ?? record.longitude,
          submitted_by: owner.id,
          submitted_at: deps.now.toISOString(),
        });
        await recordActivity(trx, {
          type: 'venue',
          subjectId: venueId,
          actorId: owner.id,
          message: `Change to ${changed.join(', ')} awaiting review: ${record.name}${desired.name !== record.name ? ` → ${desired.name}` : ''}`,
          data: { venue_id: venueId, name: record.name, approved: true, owner_id: owner.id, changed },
          at: deps.now,
        });
      }
    });
  } catch (error) {
    await removeObjects(deps.media, written);
    throw error;
  }
  const kept = new Set(images.map((image) => image.url));
  await Promise.all(previousUrls.filter((url) => !kept.has(url)).map((url) => removeStoredImage(deps.media, url)));
  return { venue: await readOwnerVenue(deps.db, venueId), backToReview };
}
