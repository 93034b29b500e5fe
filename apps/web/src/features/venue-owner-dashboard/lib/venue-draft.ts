import {
  courtNamesProblem,
  penceToPoundsString,
  priceInputToPence,
  venueFormProblems,
  type OwnerVenue,
} from '@app/contracts';
import type { VenueBody } from '../api/save-venue';
import { addName } from './name-list';

/** One sport of the venue form: the price as typed (pounds), its images (stored paths or new data URLs), its courts' names. */
export interface SportDraft {
  price: string;
  images: string[];
  /** Court 1 first; the sport's court count is their number. */
  courtNames: string[];
}

/** The Add/Edit venue form as the owner fills it in. */
export interface VenueDraft {
  name: string;
  location: string;
  address: string;
  description: string;
  sports: string[];
  sportConfigs: Record<string, SportDraft>;
  facilities: string[];
}

/** owner-admin.md §5: a new sport defaults to £25. */
export const NEW_SPORT: SportDraft = { price: '25', images: [], courtNames: ['Court 1'] };

/** The names for `count` courts: the first ones kept, new ones "Court N" (the next unused number). */
export function resizeCourts(names: readonly string[], count: number): string[] {
  const kept = names.slice(0, count);
  const taken = new Set(kept.map((name) => name.toLowerCase()));
  for (let number = kept.length + 1; kept.length < count; number += 1) {
    const name = `Court ${number}`;
    if (taken.has(name.toLowerCase())) continue;
    kept.push(name);
    taken.add(name.toLowerCase());
  }
  return kept;
}

export const EMPTY_DRAFT: VenueDraft = {
  name: '',
  location: '',
  address: '',
  description: '',
  sports: [],
  sportConfigs: {},
  facilities: [],
};

const poundsText = (pence: number | null) => (pence === null ? '' : penceToPoundsString(pence));

function courtNamesOf(venue: OwnerVenue, sport: string, count: number): string[] {
  const named = venue.courts
    .filter((court) => court.sport === sport)
    .sort((a, b) => a.number - b.number)
    .map((court) => court.name);
  return resizeCourts(named, count);
}

export function draftFromVenue(venue: OwnerVenue): VenueDraft {
  return {
    name: venue.name,
    location: venue.location,
    address: venue.address,
    description: venue.description,
    sports: [...venue.sports],
    facilities: [...venue.facilities],
    sportConfigs: Object.fromEntries(
      venue.sports.map((sport) => {
        const config = venue.sportConfigs.find((candidate) => candidate.sport === sport);
        return [
          sport,
          {
            price: poundsText(config?.pricePerHourPence ?? null),
            images: [...(config?.images ?? [])],
            courtNames: courtNamesOf(venue, sport, config?.courtCount ?? 1),
          },
        ];
      }),
    ),
  };
}

/** Adds a sport typed or picked (blank and repeats ignored) with the default price. */
export function addSport(draft: VenueDraft, typed: string): VenueDraft {
  const sports = addName(draft.sports, typed);
  if (sports.length === draft.sports.length) return draft;
  const added = sports[sports.length - 1]!;
  return {
    ...draft,
    sports,
    sportConfigs: { ...draft.sportConfigs, [added]: draft.sportConfigs[added] ?? { ...NEW_SPORT } },
  };
}

export function removeSport(draft: VenueDraft, sport: string): VenueDraft {
  const { [sport]: _removed, ...rest } = draft.sportConfigs;
  return { ...draft, sports: draft.sports.filter((name) => name !== sport), sportConfigs: rest };
}

export function updateSport(draft: VenueDraft, sport: string, change: Partial<SportDraft>): VenueDraft {
  const current = draft.sportConfigs[sport] ?? { ...NEW_SPORT };
  return { ...draft, sportConfigs: { ...draft.sportConfigs, [sport]: { ...current, ...change } } };
}

/** Every image of the draft, sport by sport, for the review step. */
export function draftImages(draft: VenueDraft): string[] {
  return draft.sports.flatMap((sport) => draft.sportConfigs[sport]?.images ?? []);
}

/** The shared venue rules (the API runs the same), in the spec's order. */
export function draftProblems(draft: VenueDraft): string[] {
  const courtProblems = draft.sports.flatMap((sport) => {
    const problem = courtNamesProblem(sport, (draft.sportConfigs[sport] ?? NEW_SPORT).courtNames);
    return problem ? [problem] : [];
  });
  return [
    ...venueFormProblems({
      name: draft.name,
      description: draft.description,
      location: draft.location,
      address: draft.address,
      sports: draft.sports,
      facilities: draft.facilities,
      images: [],
      sportConfigs: draft.sports.map((sport) => {
        const config = draft.sportConfigs[sport] ?? NEW_SPORT;
        return { sport, pricePerHourPence: priceInputToPence(config.price), images: config.images };
      }),
    }),
    ...courtProblems,
  ];
}

const courtsBody = (names: readonly string[]) => names.map((name) => ({ name: name.trim() }));

const sportConfigsOf = (draft: VenueDraft) =>
  draft.sports.map((sport) => {
    const config = draft.sportConfigs[sport] ?? NEW_SPORT;
    return { sport, pricePerHour: config.price.trim(), images: config.images, courts: courtsBody(config.courtNames) };
  });

/** POST /api/venues/: everything; the owner is the session's, never sent. */
export function createBody(draft: VenueDraft): VenueBody {
  return {
    name: draft.name.trim(),
    location: draft.location.trim(),
    address: draft.address.trim(),
    description: draft.description.trim(),
    sports: draft.sports,
    facilities: draft.facilities,
    sportConfigs: sportConfigsOf(draft),
  };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/** PATCH /api/venues/{id}/: only the fields that changed (a name, location or address change sends the venue back to review). */
export function editBody(venue: OwnerVenue, draft: VenueDraft): VenueBody {
  const saved = draftFromVenue(venue);
  const body: VenueBody = {};
  for (const field of ['name', 'location', 'address', 'description'] as const) {
    if (draft[field].trim() !== saved[field].trim()) body[field] = draft[field].trim();
  }
  if (!sameList(draft.sports, saved.sports)) body.sports = draft.sports;
  if (!sameList(draft.facilities, saved.facilities)) body.facilities = draft.facilities;
  const changedConfigs = draft.sports
    .map((sport) => {
      const now = draft.sportConfigs[sport] ?? NEW_SPORT;
      const before = saved.sportConfigs[sport];
      if (!before)
        return { sport, pricePerHour: now.price.trim(), images: now.images, courts: courtsBody(now.courtNames) };
      const change: NonNullable<VenueBody['sportConfigs']>[number] = { sport };
      if (priceInputToPence(now.price) !== priceInputToPence(before.price)) change.pricePerHour = now.price.trim();
      if (!sameList(now.images, before.images)) change.images = now.images;
      if (!sameList(now.courtNames, before.courtNames)) change.courts = courtsBody(now.courtNames);
      return Object.keys(change).length > 1 ? change : null;
    })
    .filter((change) => change !== null);
  if (changedConfigs.length) body.sportConfigs = changedConfigs;
  return body;
}

export const isEmptyBody = (body: VenueBody) => Object.keys(body).length === 0;
