import type { VenueDetail, VenuePageState } from '@app/contracts';
import { isValidPeopleCount, NO_SPLIT, resizeInviteEmails, type SplitSettings } from '@/lib/split-payment';
import type { SlotRestoreResult } from './venue-page-state';

/** What the venue page's booking panel holds between renders (the day's slots come from the server). */
export interface BookingPanelState {
  sport: string;
  date: string;
  /** Chosen start times; only those the server still offers count (see the panel's selectedSlots). */
  selectedTimes: string[];
  /** Times restored after login, waiting for a fresh answer for their day before they count as chosen. */
  restoreCheck: string[] | null;
  /** Restored times the server no longer offers, to say so. */
  droppedTimes: string[];
  split: SplitSettings;
  splitOpen: boolean;
  /** The message above the Book button (player.md §5), or null. */
  problem: string | null;
}

type BookingPanelAction =
  | { type: 'sport-chosen'; sport: string }
  | { type: 'date-chosen'; date: string }
  | { type: 'slot-toggled'; time: string }
  | { type: 'restore-checked'; result: SlotRestoreResult }
  | { type: 'split-changed'; split: SplitSettings }
  | { type: 'split-dialog'; open: boolean }
  | { type: 'problem'; message: string | null };

function initialSport(venue: Pick<VenueDetail, 'sports'>, restored: VenuePageState | null): string {
  if (restored && venue.sports.includes(restored.selectedSport)) return restored.selectedSport;
  return venue.sports.length === 1 ? (venue.sports[0] ?? '') : '';
}

function restoredSplit(restored: VenuePageState | null): SplitSettings {
  if (!restored || !isValidPeopleCount(restored.numberOfPeople)) return NO_SPLIT;
  return {
    enabled: restored.splitPaymentEnabled,
    numberOfPeople: restored.numberOfPeople,
    inviteEmails: resizeInviteEmails(restored.inviteEmails, restored.numberOfPeople),
    paymentLinkGenerated: restored.splitPaymentEnabled,
  };
}

/**
 * The panel as it opens: from the state saved by 'Log In To Book' when there is one for this venue,
 * else today (in London) with the venue's only sport preselected.
 */
export function initialBookingPanelState(venue: Pick<VenueDetail, 'sports'>, restored: VenuePageState | null, today: string): BookingPanelState {
  return {
    sport: initialSport(venue, restored),
    date: restored?.bookingDate ?? today,
    selectedTimes: restored?.selectedSlots ?? [],
    restoreCheck: restored?.selectedSlots.length ? restored.selectedSlots : null,
    droppedTimes: [],
    split: restoredSplit(restored),
    splitOpen: false,
    problem: null,
  };
}

const NOTHING_CHOSEN = { selectedTimes: [], restoreCheck: null, droppedTimes: [], problem: null } satisfies Partial<BookingPanelState>;

export function bookingPanelReducer(state: BookingPanelState, action: BookingPanelAction): BookingPanelState {
  switch (action.type) {
    // Another sport or day has other slots: the choice starts again.
    case 'sport-chosen':
      return { ...state, ...NOTHING_CHOSEN, sport: action.sport };
    case 'date-chosen':
      return { ...state, ...NOTHING_CHOSEN, date: action.date };
    case 'slot-toggled': {
      const chosen = state.selectedTimes.includes(action.time);
      return {
        ...state,
        problem: null,
        selectedTimes: chosen ? state.selectedTimes.filter((time) => time !== action.time) : [...state.selectedTimes, action.time],
      };
    }
    case 'restore-checked':
      return {
        ...state,
        selectedTimes: action.result.kept,
        restoreCheck: null,
        droppedTimes: action.result.dropped.length > 0 ? action.result.dropped : state.droppedTimes,
      };
    case 'split-changed':
      return { ...state, split: action.split };
    case 'split-dialog':
      return { ...state, splitOpen: action.open, problem: action.open ? null : state.problem };
    case 'problem':
      return { ...state, problem: action.message };
  }
}
