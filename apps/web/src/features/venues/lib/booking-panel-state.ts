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

/**
 * What a link into the venue page asks the panel to open on: the sport (and date) searched for, or a
 * previous booking's sport and hours ('Book again'). Read from the page's URL (`sport`, `date`,
 * `slots=18:00,19:00`); anything the venue does not offer is ignored.
 */
export interface PanelPreselection {
  sport?: string | undefined;
  date?: string | undefined;
  slots?: string[] | undefined;
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):00$/;

export function readPanelPreselection(params: URLSearchParams): PanelPreselection {
  const date = params.get('date') ?? undefined;
  const slots = (params.get('slots') ?? '').split(',').filter((time) => TIME_PATTERN.test(time));
  return {
    sport: params.get('sport')?.trim() || undefined,
    date: date && DATE_PATTERN.test(date) ? date : undefined,
    slots: slots.length > 0 ? slots : undefined,
  };
}

function offeredSport(venue: Pick<VenueDetail, 'sports'>, wanted: string | undefined): string | undefined {
  return wanted ? venue.sports.find((sport) => sport.toLowerCase() === wanted.toLowerCase()) : undefined;
}

function initialSport(
  venue: Pick<VenueDetail, 'sports'>,
  restored: VenuePageState | null,
  preselect: PanelPreselection,
): string {
  if (restored && venue.sports.includes(restored.selectedSport)) return restored.selectedSport;
  const linked = offeredSport(venue, preselect.sport);
  if (linked) return linked;
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
 * else from the link's preselection (a searched sport, a booking to repeat), else today (in London)
 * with the venue's only sport preselected. Linked hours are checked against a fresh answer like
 * restored ones: those no longer free are dropped and named.
 */
export function initialBookingPanelState(
  venue: Pick<VenueDetail, 'sports'>,
  restored: VenuePageState | null,
  today: string,
  preselect: PanelPreselection = {},
): BookingPanelState {
  const linkedSport = offeredSport(venue, preselect.sport);
  const linkedDate = preselect.date && preselect.date >= today ? preselect.date : undefined;
  const linkedSlots = !restored && linkedSport ? (preselect.slots ?? []) : [];
  const times = restored?.selectedSlots ?? linkedSlots;
  return {
    sport: initialSport(venue, restored, preselect),
    date: restored?.bookingDate ?? linkedDate ?? today,
    selectedTimes: times,
    restoreCheck: times.length ? times : null,
    droppedTimes: [],
    split: restoredSplit(restored),
    splitOpen: false,
    problem: null,
  };
}

const NOTHING_CHOSEN = {
  selectedTimes: [],
  restoreCheck: null,
  droppedTimes: [],
  problem: null,
} satisfies Partial<BookingPanelState>;

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
        selectedTimes: chosen
          ? state.selectedTimes.filter((time) => time !== action.time)
          : [...state.selectedTimes, action.time],
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
