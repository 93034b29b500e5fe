import { penceToPounds, STORAGE_KEYS, venuePageStateSchema, type Slot, type VenuePageState } from '@app/contracts';
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

export function buildVenuePageState({ venueId, sport, date, slots, imageFilter, split }: VenuePageSelection): VenuePageState {
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
  const result = venuePageStateSchema.safeParse(parsed);
  if (!result.success) {
    removeSessionStorage(STORAGE_KEYS.venuePageState);
    return null;
  }
  return result.data.venueId === venueId ? result.data : null;
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
