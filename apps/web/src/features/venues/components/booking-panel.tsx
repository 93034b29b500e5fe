import {
  AVAILABILITY_MESSAGES,
  SPLIT_MESSAGES,
  STORAGE_KEYS,
  VENUE_TIME_ZONE,
  type VenueDetail,
  type VenuePageState,
} from '@app/contracts';
import { bookingWindow as bookingWindowAt, toZonedParts } from '@app/domain';
import { AlertCircle, CalendarDays } from 'lucide-react';
import { useEffect, useMemo, useReducer } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { SplitPaymentDialog } from '@/components/split-payment-dialog';
import { Button } from '@/components/ui/button';
import { useVenueSlots } from '@/lib/api/get-venue-slots';
import { useAuth } from '@/lib/auth';
import { isTooLateToSplitSlot } from '@/lib/split-payment';
import { writeSessionStorage } from '@/lib/storage';
import { bookingProblem, buildBookingDraft, compareSlotTimes, isBookable, totalPence } from '../lib/booking-draft';
import { bookingPanelReducer, initialBookingPanelState, type PanelPreselection } from '../lib/booking-panel-state';
import { reconcileRestoredSlots, saveVenuePageState } from '../lib/venue-page-state';
import { AvailableTimes } from './available-times';
import { BookingDayFields } from './booking-day-fields';
import { ImportantInformation } from './important-information';
import { SelectionTotal } from './selection-total';
import { SplitSummary } from './split-summary';

interface BookingPanelProps {
  venue: VenueDetail;
  /** The gallery filter, saved with the rest of the page for after login. */
  imageFilter: string;
  /** The page state saved by 'Log In To Book' before login, for this venue. */
  restored: VenuePageState | null;
  /** What the link into the page asks for (searched sport, 'Book again'). */
  preselect?: PanelPreselection;
}

/** The panel's element id: the phone's 'Book' bar and the return from login jump to it. */
export const BOOKING_PANEL_ID = 'book';

/** Brings the panel into view and moves focus to its heading (for the phone bar and after login). */
export function revealBookingPanel(behavior: ScrollBehavior = 'smooth') {
  const panel = document.getElementById(BOOKING_PANEL_ID);
  if (!panel) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  panel.scrollIntoView({ behavior: reduced ? 'auto' : behavior, block: 'start' });
  document.getElementById('booking-panel-heading')?.focus({ preventScroll: true });
}

/** Sport, date and slots, the running total, split settings, and the hand-off to login or checkout. */
export function BookingPanel({ venue, imageFilter, restored, preselect }: BookingPanelProps) {
  const { status } = useAuth();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(bookingPanelReducer, null, () =>
    initialBookingPanelState(venue, restored, toZonedParts(new Date(), VENUE_TIME_ZONE).date, preselect),
  );
  const { sport, date, selectedTimes, restoreCheck, split } = state;

  const slotsQuery = useVenueSlots(venue.id, sport, date);
  const answer =
    slotsQuery.data && slotsQuery.data.sport === sport && slotsQuery.data.date === date ? slotsQuery.data : undefined;
  const slots = useMemo(() => answer?.slots ?? [], [answer]);
  const bookingWindow = answer?.bookingWindow ?? bookingWindowAt(new Date(), VENUE_TIME_ZONE);
  const selectedSlots = useMemo(
    () => slots.filter((slot) => isBookable(slot) && selectedTimes.includes(slot.time)).sort(compareSlotTimes),
    [slots, selectedTimes],
  );
  const total = totalPence(selectedSlots);
  // Restored times are judged by an answer fetched since this panel opened, not one cached before login.
  const freshAnswer = slotsQuery.isFetchedAfterMount && !slotsQuery.isFetching ? answer : undefined;

  useEffect(() => {
    if (!restoreCheck || !freshAnswer) return;
    const result = reconcileRestoredSlots(restoreCheck, freshAnswer.slots);
    dispatch({ type: 'restore-checked', result });
    if (result.dropped.length > 0) {
      toast.warning(
        `${result.dropped.length === 1 ? 'A time you chose is' : 'Some times you chose are'} no longer available: ${result.dropped.join(', ')}`,
      );
    }
  }, [restoreCheck, freshAnswer]);

  const firstSlot = selectedSlots[0];
  const splitTooLate = firstSlot ? isTooLateToSplitSlot(date, firstSlot.time) : false;

  const openSplit = () => {
    if (!firstSlot) {
      dispatch({ type: 'problem', message: AVAILABILITY_MESSAGES.selectBeforeBooking });
      return;
    }
    if (splitTooLate) {
      dispatch({ type: 'problem', message: SPLIT_MESSAGES.tooLate });
      toast.info(SPLIT_MESSAGES.tooLate);
      return;
    }
    dispatch({ type: 'split-dialog', open: true });
  };

  const handleBook = () => {
    const missing = bookingProblem({ venue, sport, date, slots: selectedSlots });
    if (missing) {
      dispatch({ type: 'problem', message: missing });
      return;
    }
    if (split.enabled && splitTooLate) {
      dispatch({ type: 'problem', message: SPLIT_MESSAGES.tooLate });
      return;
    }
    if (status !== 'signed-in') {
      saveVenuePageState({ venueId: venue.id, sport, date, slots: selectedSlots, imageFilter, split });
      navigate('/login');
      return;
    }
    // Typed as the checkout's BookingDraft, which checks it again with bookingDraftSchema when it reads
    // it (features/booking/lib/checkout-draft.ts); zod stays off the venue page's first download.
    const draft = buildBookingDraft({ venue, sport, date, slots: selectedSlots, split });
    writeSessionStorage(STORAGE_KEYS.bookingDraft, JSON.stringify(draft));
    navigate('/checkout');
  };

  return (
    <section
      id={BOOKING_PANEL_ID}
      aria-labelledby="booking-panel-heading"
      className="scroll-mt-20 space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2
        id="booking-panel-heading"
        tabIndex={-1}
        className="flex items-center gap-2 text-xl font-semibold text-slate-900 focus:outline-none"
      >
        <CalendarDays aria-hidden="true" className="size-5 text-emerald-700" />
        Book this venue
      </h2>

      <BookingDayFields
        sports={venue.sports}
        sport={sport}
        date={date}
        bookingWindow={bookingWindow}
        onSportChange={(next) => dispatch({ type: 'sport-chosen', sport: next })}
        onDateChange={(next) => dispatch({ type: 'date-chosen', date: next })}
      />

      <AvailableTimes
        sport={sport}
        date={date}
        query={slotsQuery}
        answered={answer !== undefined}
        slots={slots}
        selectedTimes={selectedTimes}
        droppedTimes={state.droppedTimes}
        onToggle={(time) => dispatch({ type: 'slot-toggled', time })}
      />

      <SelectionTotal times={selectedSlots.map((slot) => slot.time)} totalPence={total} />

      <SplitSummary split={split} totalPence={total} onOpen={openSplit} />

      {state.problem && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {state.problem}
        </p>
      )}

      <Button size="lg" className="w-full" onClick={handleBook}>
        {status === 'signed-in' ? 'Book Now' : 'Log In To Book'}
      </Button>

      <ImportantInformation facilities={venue.facilities} />

      <SplitPaymentDialog
        open={state.splitOpen}
        onOpenChange={(open) => dispatch({ type: 'split-dialog', open })}
        totalPence={total}
        split={split}
        onChange={(next) => dispatch({ type: 'split-changed', split: next })}
      />
    </section>
  );
}
