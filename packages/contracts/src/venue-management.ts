import { z } from 'zod';
import { DEFAULT_SPORT_PRICE_PENCE } from './limits';
import { IMAGE_MAX_BYTES, MEDIA_MESSAGES } from './media';
import { parsePoundsToPence } from './money';
import { VENUE_MESSAGES as M } from './venue-messages';
import { venueSummarySchema } from './venues';

/*
 * The owner's venue form and its calls (owner-admin.md §2 venue modal, §5, §7): one set of rules, run
 * by the browser's form and by the API on the same values, so both say the same thing.
 */

export const MAX_VENUE_IMAGES = 20;
export const MAX_SPORTS_PER_VENUE = 20;
export const MAX_COURTS_PER_SPORT = 50;
/** £1,000 an hour: anything above is a typing slip, not a price. */
export const MAX_PRICE_PENCE = 100_000;
/** The review step of the venue modal shows this many images, then '+N'. */
export const REVIEW_PREVIEW_IMAGES = 4;
/** An image in a request: a data URL (at most 10 MB of bytes, in base64) or the path of a stored image. */
export const MAX_IMAGE_REF_CHARS = Math.ceil((IMAGE_MAX_BYTES * 4) / 3) + 200;

/** Sport and facility names as typed: trimmed, inner spaces collapsed, blanks dropped, repeats (any case) dropped. */
export function cleanNameList(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const clean: string[] = [];
  for (const raw of names) {
    const name = raw.trim().replace(/\s+/g, ' ');
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    clean.push(name);
  }
  return clean;
}

const SPORT_NAME = /^[\p{L}\p{N}][\p{L}\p{N} &'-]{0,39}$/u;
export const isValidSportName = (name: string) => SPORT_NAME.test(name);

/**
 * A price typed in pounds (12, '12.5', '12.50') as whole pence; null when it is not a valid price:
 * empty, zero or less, more than two decimals, or above the ceiling. Never divides or multiplies floats.
 */
export function priceInputToPence(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const pence = parsePoundsToPence(String(value));
  return pence !== null && pence > 0 && pence <= MAX_PRICE_PENCE ? pence : null;
}

const imageRef = z.string().max(MAX_IMAGE_REF_CHARS, MEDIA_MESSAGES.tooManyBytes(IMAGE_MAX_BYTES / (1024 * 1024)));
const nameList = (max: number) => z.array(z.string().max(60)).max(max).default([]).transform(cleanNameList);

export const sportConfigInputSchema = z.object({
  sport: z
    .string()
    .max(60)
    .transform((name) => name.trim().replace(/\s+/g, ' ')),
  /** Pounds as the form holds them, read into pence (null: not a valid price). Absent: unchanged, or £25 for a new sport. */
  pricePerHour: z
    .unknown()
    .optional()
    .transform((value) => (value === undefined ? undefined : priceInputToPence(value))),
  /** Absent in an edit: the sport's images stay as they are. */
  images: z.array(imageRef).max(MAX_VENUE_IMAGES, M.tooManyImages(MAX_VENUE_IMAGES)).optional(),
  courtCount: z.coerce.number().int().min(1).max(MAX_COURTS_PER_SPORT).optional(),
  /**
   * The courts' names in court order (court 1 first); when sent, their number is the sport's court
   * count. `id` is only echoed back: a court is its position, so courts are renamed, or added and
   * removed at the end (docs/decisions/0055).
   */
  courts: z
    .array(z.object({ id: z.number().int().optional(), name: z.string().max(200) }))
    .min(1)
    .max(MAX_COURTS_PER_SPORT)
    .optional(),
  description: z.string().trim().max(500).optional(),
  facilities: z.array(z.string().max(60)).max(30).transform(cleanNameList).optional(),
});

export const MAX_COURT_NAME_CHARS = 40;

/** The first problem with a sport's court names (trimmed, 1–40 characters, all different), or null. */
export function courtNamesProblem(sport: string, names: readonly string[]): string | null {
  const cleaned = names.map((name) => name.trim().replace(/\s+/g, ' '));
  if (cleaned.some((name) => name.length === 0 || name.length > MAX_COURT_NAME_CHARS))
    return M.courtNameRequired(sport);
  const seen = new Set<string>();
  for (const name of cleaned) {
    if (seen.has(name.toLowerCase())) return M.courtNamesRepeated(sport, name);
    seen.add(name.toLowerCase());
  }
  return null;
}
export type SportConfigInput = z.output<typeof sportConfigInputSchema>;

/** The venue as the form edits it; the owner comes from the session, never from here. */
export interface VenueFormValues {
  name: string;
  description: string;
  location: string;
  address: string;
  sports: string[];
  sportConfigs: { sport: string; pricePerHourPence: number | null; images: readonly string[] }[];
  facilities: string[];
  images: readonly string[];
}

/**
 * The venue form's rules (owner-admin.md §5), in the order the spec checks them; each problem once.
 * Prices are pence here (null: not a valid price).
 */
export function venueFormProblems(venue: VenueFormValues): string[] {
  const problems: string[] = [];
  if (
    !venue.name.trim() ||
    !venue.description.trim() ||
    !venue.location.trim() ||
    !venue.address.trim() ||
    venue.sports.length === 0
  ) {
    problems.push(M.requiredFields);
  }
  const badNames = venue.sports.filter((sport) => !isValidSportName(sport));
  if (badNames.length) problems.push(M.sportNameInvalid(badNames));
  const configFor = (sport: string) =>
    venue.sportConfigs.find((config) => config.sport.toLowerCase() === sport.toLowerCase());
  const stray = venue.sportConfigs.find(
    (config) => !venue.sports.some((sport) => sport.toLowerCase() === config.sport.toLowerCase()),
  );
  if (stray) problems.push(M.unknownSport(stray.sport));
  const withoutImages = venue.sports.filter((sport) => (configFor(sport)?.images.length ?? 0) === 0);
  if (withoutImages.length) problems.push(M.imagesMissing(withoutImages));
  const badPrices = venue.sports.filter((sport) => (configFor(sport)?.pricePerHourPence ?? null) === null);
  if (badPrices.length) problems.push(M.pricesInvalid(badPrices));
  const imageCount = venue.images.length + venue.sportConfigs.reduce((sum, config) => sum + config.images.length, 0);
  if (imageCount > MAX_VENUE_IMAGES) problems.push(M.tooManyImages(MAX_VENUE_IMAGES));
  if (venue.sports.length > MAX_SPORTS_PER_VENUE)
    problems.push(`A venue can offer at most ${MAX_SPORTS_PER_VENUE} sports.`);
  return problems;
}

const addProblems = (values: VenueFormValues, context: z.RefinementCtx) => {
  for (const message of venueFormProblems(values)) context.addIssue({ code: 'custom', message, path: [] });
};

const toFormValues = (value: z.output<typeof venueFieldsSchema>): VenueFormValues => ({
  ...value,
  sportConfigs: value.sportConfigs.map((config) => ({
    sport: config.sport,
    pricePerHourPence: config.pricePerHour === undefined ? DEFAULT_SPORT_PRICE_PENCE : config.pricePerHour,
    images: config.images ?? [],
  })),
});

const venueFieldsSchema = z.object({
  name: z.string().trim().max(120).default(''),
  description: z.string().trim().max(4000).default(''),
  location: z.string().trim().max(160).default(''),
  address: z.string().trim().max(240).default(''),
  sports: nameList(MAX_SPORTS_PER_VENUE + 10),
  sportConfigs: z
    .array(sportConfigInputSchema)
    .max(MAX_SPORTS_PER_VENUE + 10)
    .default([]),
  facilities: nameList(30),
  images: z.array(imageRef).max(MAX_VENUE_IMAGES, M.tooManyImages(MAX_VENUE_IMAGES)).default([]),
});

/** POST /api/venues/ (§7). `ownerId` is accepted for the spec's client and ignored. */
export const venueCreateRequestSchema = venueFieldsSchema
  .extend({ ownerId: z.unknown().optional() })
  .superRefine((value, context) => addProblems(toFormValues(value), context));
export type VenueCreateRequest = z.output<typeof venueCreateRequestSchema>;

/** The approval an admin decides (§7 'PATCH /api/venues/{id}/ (admin)'). */
export const venueApprovalFields = {
  approved: z.boolean().optional(),
  approvalDate: z.string().max(40).optional(),
  approvalNotes: z.string().trim().max(1000).optional(),
};
export const VENUE_APPROVAL_FIELDS = ['approved', 'approvalDate', 'approvalNotes'] as const;

/**
 * PATCH /api/venues/{id}/: an owner sends the fields that changed; an admin sends the approval. The
 * rules run on the venue as it would be after the change.
 */
export const venuePatchRequestSchema = z.object({
  name: z.string().trim().max(120).optional(),
  description: z.string().trim().max(4000).optional(),
  location: z.string().trim().max(160).optional(),
  address: z.string().trim().max(240).optional(),
  sports: z
    .array(z.string().max(60))
    .max(MAX_SPORTS_PER_VENUE + 10)
    .transform(cleanNameList)
    .optional(),
  sportConfigs: z
    .array(sportConfigInputSchema)
    .max(MAX_SPORTS_PER_VENUE + 10)
    .optional(),
  facilities: z.array(z.string().max(60)).max(30).transform(cleanNameList).optional(),
  images: z.array(imageRef).max(MAX_VENUE_IMAGES, M.tooManyImages(MAX_VENUE_IMAGES)).optional(),
  /** Free cancellation up to `freeHours` before the start; `autoApprove` approves such requests at once (docs/decisions/0058). */
  cancellationPolicy: z
    .strictObject({
      freeHours: z
        .number({ error: M.freeHoursInvalid })
        .int(M.freeHoursInvalid)
        .min(0, M.freeHoursInvalid)
        .max(168, M.freeHoursInvalid),
      autoApprove: z.boolean(),
    })
    .optional(),
  ...venueApprovalFields,
});
export type VenuePatchRequest = z.output<typeof venuePatchRequestSchema>;

/** The fields whose change on a live venue waits for an admin (docs/decisions/0011, 0056). */
export const REVIEWED_VENUE_FIELDS = ['name', 'location', 'address'] as const;
export type ReviewedVenueField = (typeof REVIEWED_VENUE_FIELDS)[number];

/**
 * A live venue's change of name, location or address awaiting an admin (docs/decisions/0056): the new
 * values (the venue's own fields are the old ones, still on sale), which of them differ, and, once
 * rejected, the admin's note.
 */
export const venuePendingChangeSchema = z.object({
  status: z.enum(['pending', 'rejected']),
  name: z.string(),
  location: z.string(),
  address: z.string(),
  fields: z.array(z.enum(REVIEWED_VENUE_FIELDS)),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  notes: z.string().nullable(),
});
export type VenuePendingChange = z.infer<typeof venuePendingChangeSchema>;

/** A venue as its owner (and an admin) sees it: the public summary plus where its review stands. */
/** A venue sport's court as its owner and admins see it. */
export const venueCourtSchema = z.object({
  id: z.number().int(),
  sport: z.string(),
  number: z.number().int(),
  name: z.string(),
});
export type VenueCourt = z.infer<typeof venueCourtSchema>;

export const ownerVenueSchema = venueSummarySchema.extend({
  /** Every sport's courts, by sport and number. */
  courts: z.array(venueCourtSchema),
  cancellationPolicy: z.object({ freeHours: z.number().int(), autoApprove: z.boolean() }),
  timeZone: z.string(),
  approvalDate: z.string().nullable(),
  approvalNotes: z.string().nullable(),
  updatedAt: z.string(),
  /** A change of name, location or address awaiting review, or rejected; null when there is none. */
  pendingChange: venuePendingChangeSchema.nullable().optional(),
});
export type OwnerVenue = z.infer<typeof ownerVenueSchema>;

export const myVenuesResponseSchema = z.object({ success: z.literal(true), venues: z.array(ownerVenueSchema) });
export const venueSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  venue: ownerVenueSchema,
  /**
   * True when the change of name, location or address of a live venue waits for an admin; the listing
   * stays on sale with its current details meanwhile (docs/decisions/0056).
   */
  backToReview: z.boolean(),
});

/** PATCH /api/venues/{id}/pending-change/ (admin): approve or reject a live venue's change, with a note. */
export const venueChangeDecisionRequestSchema = z.object({
  approved: z.boolean(),
  notes: z.string().trim().max(1000).optional(),
});
export type VenueChangeDecisionRequest = z.infer<typeof venueChangeDecisionRequestSchema>;
export const venueChangeDecisionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  venue: ownerVenueSchema,
});
