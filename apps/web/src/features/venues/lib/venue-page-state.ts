import {
  penceToPounds,
  SPLIT_MAX_PEOPLE,
  SPLIT_MIN_PEOPLE,
  STORAGE_KEYS,
  type Slot,
  type VenuePageState,
} from '@app/contracts';
import { isBookable, slotDetailsOf, totalPence, type SplitSettings } from './booking-draft';
import { readSessionStorage, removeSessionStorage, writeSessionStorage } from '@/lib/storage';

/** What the venue page holds that 'Log In To Book' must carry across the login screen. */
interface VenuePageSelection {
  venueId: number;
  sport: string;
  date: string;
  slots: readonly Slot[];
  imageFilter: string;
  split: SplitSettings;
}

export function buildVenuePageState({
  venueId,
  sport,
  date,
  slots,
  imageFilter,
  split,
}: VenuePageSelection): VenuePageState {
  const details = slotDetailsOf(slots);
  return {
    venueId,
    selectedSport: sport,
    selectedSlots: details.map((detail) => detail.time),
    slotDetails: details,
    totalAmount: penceToPounds(totalPence(slots)),
    bookingDate: date,
    selectedImageFilter: imageFilter,
    numberOfPeople: split.numberOfPeople,
    inviteEmails: [...split.inviteEmails],
    splitPaymentEnabled: split.enabled,
  };
}

export function saveVenuePageState(selection: VenuePageSelection): void {
  writeSessionStorage(STORAGE_KEYS.venuePageState, JSON.stringify(buildVenuePageState(selection)));
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isInteger = (value: unknown): value is number => Number.isSafeInteger(value);
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);

/**
 * Checked by hand, field for field as contracts' venuePageStateSchema (a test holds the two to the
 * same answers), rather than with zod: this is read while the venue page first renders, and zod
 * would add ~25 KB gzip and ~20 ms of a phone's start-up to a page that seldom has saved state.
 * Like the schema's parse, it keeps only the known fields.
 */
export function parseVenuePageState(value: unknown): VenuePageState | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const details = v.slotDetails;
  const detailsOk =
    Array.isArray(details) &&
    details.every((d: unknown) => {
      if (typeof d !== 'object' || d === null || Array.isArray(d)) return false;
      const { time, price, isSpecial, notes } = d as Record<string, unknown>;
      return (
        isString(time) &&
        (price === null || (typeof price === 'number' && Number.isFinite(price))) &&
        typeof isSpecial === 'boolean' &&
        isString(notes)
      );
    });
  const people = v.numberOfPeople;
  const ok =
    isInteger(v.venueId) &&
    isString(v.selectedSport) &&
    isStringList(v.selectedSlots) &&
    detailsOk &&
    typeof v.totalAmount === 'number' &&
    Number.isFinite(v.totalAmount) &&
    isString(v.bookingDate) &&
    isString(v.selectedImageFilter) &&
    isInteger(people) &&
    people >= SPLIT_MIN_PEOPLE &&
    people <= SPLIT_MAX_PEOPLE &&
    isStringList(v.inviteEmails) &&
    typeof v.splitPaymentEnabled === 'boolean';
  if (!ok) return null;
  const slotDetails = (details as VenuePageState['slotDetails']).map(({ time, price, isSpecial, notes }) => ({
    time,
    price,
    isSpecial,
    notes,
  }));
  return {
    venueId: v.venueId as number,
    selectedSport: v.selectedSport as string,
    selectedSlots: [...(v.selectedSlots as string[])],
    slotDetails,
    totalAmount: v.totalAmount as number,
    bookingDate: v.bookingDate as string,
    selectedImageFilter: v.selectedImageFilter as string,
    numberOfPeople: people,
    inviteEmails: [...(v.inviteEmails as string[])],
    splitPaymentEnabled: v.splitPaymentEnabled as boolean,
  };
}

/**
 * The saved state when it belongs to this venue; null when there is none, it is unreadable or it is
 * another venue's (that one stays for its own page).
 */
export function readVenuePageState(venueId: number): VenuePageState | null {
  const raw = readSessionStorage(STORAGE_KEYS.venuePageState);
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    removeSessionStorage(STORAGE_KEYS.venuePageState);
    return null;
  }
  const state = parseVenuePageState(parsed);
  if (!state) {
    removeSessionStorage(STORAGE_KEYS.venuePageState);
    return null;
  }
  return state.venueId === venueId ? state : null;
}

export function clearVenuePageState(): void {
  removeSessionStorage(STORAGE_KEYS.venuePageState);
}

export interface SlotRestoreResult {
  kept: string[];
  dropped: string[];
}

/** Which restored times can still be booked, judged by the server's current slots for that day. */
export function reconcileRestoredSlots(restored: readonly string[], current: readonly Slot[]): SlotRestoreResult {
  const bookable = new Set(current.filter(isBookable).map((slot) => slot.time));
  const kept: string[] = [];
  const dropped: string[] = [];
  for (const time of [...new Set(restored)].sort()) (bookable.has(time) ? kept : dropped).push(time);
  return { kept, dropped };
}
