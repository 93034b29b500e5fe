import {
  ALL_DAY,
  DEFAULT_BLOCK_REASON,
  penceToPoundsString,
  sportBlockReason,
  type Availability,
} from '@app/contracts';
import type { AvailabilityUpdate } from '../api/update-venue-availability';
import type { Week } from './schedule-edits';

type Block = Availability['bulkBlockedPeriods'][number];
type Special = Availability['specialDates'][number];

/** A blocked period the calendar chose (owner-admin.md §5: all-day is 00:00–23:59; the reason defaults per scope). */
export interface NewBlock {
  startDate: string;
  endDate: string;
  allDay: boolean;
  startTime: string;
  endTime: string;
  reason: string;
}

export function blockReason(reason: string, sport: string | null): string {
  return reason.trim() || (sport ? sportBlockReason(sport) : DEFAULT_BLOCK_REASON);
}

const blockBody = (block: NewBlock | Block, sport: string | null) => ({
  ...('id' in block && block.id !== null ? { id: block.id } : {}),
  startDate: block.startDate,
  endDate: block.endDate,
  allDay: block.allDay,
  startTime: block.allDay ? ALL_DAY.startTime : block.startTime,
  endTime: block.allDay ? ALL_DAY.endTime : block.endTime,
  reason: blockReason(block.reason, sport),
});

/** The blocked periods of one scope (venue-wide, or one sport). */
export function blocksOf(availability: Availability, sport: string | null): Block[] {
  if (sport === null) return availability.bulkBlockedPeriods;
  return availability.sportAvailability.find((entry) => entry.sport === sport)?.blockedPeriods ?? [];
}

/**
 * The save for a scope's blocks: the venue-wide list replaces `bulkBlockedPeriods`; a sport's replaces
 * that sport's periods (and dates) only.
 */
export function blocksUpdate(sport: string | null, blocks: readonly (NewBlock | Block)[]): AvailabilityUpdate {
  const body = blocks.map((block) => blockBody(block, sport));
  return sport === null
    ? { bulkBlockedPeriods: body }
    : { sportAvailability: [{ sport, blockedPeriods: body, blockedDates: [] }] };
}

export function addBlockUpdate(availability: Availability, sport: string | null, block: NewBlock): AvailabilityUpdate {
  return blocksUpdate(sport, [...blocksOf(availability, sport), block]);
}

export function removeBlockUpdate(availability: Availability, sport: string | null, index: number): AvailabilityUpdate {
  return blocksUpdate(
    sport,
    blocksOf(availability, sport).filter((_, at) => at !== index),
  );
}

/** A special date as the form holds it; price '' is no price of its own (the sport's normal price). */
export interface SpecialDraft {
  id: number | null;
  date: string;
  price: string;
  startTime: string;
  endTime: string;
  notes: string;
  sport: string | null;
}

export const emptySpecial = (sport: string | null): SpecialDraft => ({
  id: null,
  date: '',
  price: '',
  startTime: '08:00',
  endTime: '22:00',
  notes: '',
  sport,
});

export function specialToDraft(special: Special): SpecialDraft {
  return {
    id: special.id,
    date: special.date,
    price: special.pricePence === null ? '' : penceToPoundsString(special.pricePence),
    startTime: special.startTime,
    endTime: special.endTime,
    notes: special.notes,
    sport: special.sport,
  };
}

const specialBody = (special: SpecialDraft | Special) => ({
  id: special.id,
  date: special.date,
  sport: special.sport,
  startTime: special.startTime,
  endTime: special.endTime,
  price: typeof special.price === 'string' ? special.price.trim() || null : special.price,
  available: true,
  notes: special.notes,
});

/** Adds or replaces (by id) a special date; the save sends every special date of the venue. */
export function upsertSpecialUpdate(availability: Availability, draft: SpecialDraft): AvailabilityUpdate {
  const others = availability.specialDates.filter((special) => draft.id === null || special.id !== draft.id);
  return { specialDates: [...others.map(specialBody), specialBody(draft)] };
}

export function removeSpecialUpdate(availability: Availability, id: number | null, index: number): AvailabilityUpdate {
  return {
    specialDates: availability.specialDates
      .filter((special, at) => (id === null ? at !== index : special.id !== id))
      .map(specialBody),
  };
}

/** The special-date form's required fields (owner-admin.md §5). */
export const specialMissingFields = (draft: SpecialDraft) => !draft.date || !draft.startTime || !draft.endTime;

export function specialDatesOf(availability: Availability, sport: string | null): Special[] {
  return availability.specialDates.filter((special) =>
    sport === null ? special.sport === null : special.sport === sport,
  );
}

/** A sport's own week, or [] when it follows the general schedule. */
export function sportScheduleUpdate(sport: string, week: Week | []): AvailabilityUpdate {
  return { sportAvailability: [{ sport, schedule: week }] };
}
