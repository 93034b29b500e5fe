import {
  AVAILABILITY_MESSAGES,
  bookingDraftSchema,
  formatPence,
  SPLIT_MESSAGES,
  STORAGE_KEYS,
  VENUE_TIME_ZONE,
  type VenueDetail,
  type VenuePageState,
} from '@app/contracts';
import { bookingWindow as bookingWindowAt, splitShares, toZonedParts } from '@app/domain';
import { AlertCircle, CalendarDays, RefreshCw, Users } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { LoadingStatus } from '@/components/ui/loading-status';
import { serverErrorText, hasStatus } from '@/lib/api-error-text';
import { useAuth } from '@/lib/auth';
import { useVenueSlots } from '@/lib/api/get-venue-slots';
import { bookingProblem, buildBookingDraft, compareSlotTimes, NO_SPLIT, totalPence, type SplitSettings } from '../lib/booking-draft';
import { writeSessionStorage } from '@/lib/storage';
import { isTooLateToSplitSlot, isValidPeopleCount, resizeInviteEmails } from '@/lib/split-payment';
import { reconcileRestoredSlots, saveVenuePageState } from '../lib/venue-page-state';
import { ImportantInformation } from './important-information';
import { isBookable, SlotPicker } from './slot-picker';
import { SplitPaymentDialog } from '@/components/split-payment-dialog';

interface BookingPanelProps {
  venue: VenueDetail;
  /** The gallery filter, saved with the rest of the page for after login. */
  imageFilter: string;
  /** The page state saved by 'Log In To Book' before login, for this venue. */
  restored: VenuePageState | null;
}

function initialSport(venue: VenueDetail, restored: VenuePageState | null): string {
  if (restored && venue.sports.includes(restored.selectedSport)) return restored.selectedSport;
  return venue.sports.length === 1 ? (venue.sports[0] ?? '') : '';
}

function restoredSplit(restored: VenuePageState | null): SplitSettings {
  if (!restored || !isValidPeopleCount(restored.numberOfPeople)) return NO_SPLIT;
  const numberOfPeople = restored.numberOfPeople;
  return {
    enabled: restored.splitPaymentEnabled,
    numberOfPeople,
    inviteEmails: resizeInviteEmails(restored.inviteEmails, numberOfPeople),
    paymentLinkGenerated: restored.splitPaymentEnabled,
  };
}

/** Sport, date and slots, the running total, split settings, and the hand-off to login or checkout. */
export function BookingPanel({ venue, imageFilter, restored }: BookingPanelProps) {
  const { status } = useAuth();
  const navigate = useNavigate();
  const sportId = useId();
  const dateId = useId();
  const slotsHeadingId = useId();

  const [sport, setSport] = useState(() => initialSport(venue, restored));
  const [date, setDate] = useState(() => restored?.bookingDate ?? toZonedParts(new Date(), VENUE_TIME_ZONE).date);
  const [selectedTimes, setSelectedTimes] = useState<string[]>(() => restored?.selectedSlots ?? []);
  // Restored times wait for the server's slots of that day before they count as chosen.
  const [restoreCheck, setRestoreCheck] = useState<string[] | null>(() => (restored?.selectedSlots.length ? restored.selectedSlots : null));
  const [droppedTimes, setDroppedTimes] = useState<string[]>([]);
  const [split, setSplit] = useState<SplitSettings>(() => restoredSplit(restored));
  const [splitOpen, setSplitOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const slotsQuery = useVenueSlots(venue.id, sport, date);
  const answer = slotsQuery.data && slotsQuery.data.sport === sport && slotsQuery.data.date === date ? slotsQuery.data : undefined;
  const slots = useMemo(() => answer?.slots ?? [], [answer]);
  const bookingWindow = answer?.bookingWindow ?? bookingWindowAt(new Date(), VENUE_TIME_ZONE);

  const selectedSlots = useMemo(
    () => slots.filter((slot) => isBookable(slot) && selectedTimes.includes(slot.time)).sort(compareSlotTimes),
    [slots, selectedTimes],
  );
  const total = totalPence(selectedSlots);

  useEffect(() => {
    if (!restoreCheck || !answer) return;
    const { kept, dropped } = reconcileRestoredSlots(restoreCheck, answer.slots);
    setSelectedTimes(kept);
    setRestoreCheck(null);
    if (dropped.length > 0) {
      setDroppedTimes(dropped);
      toast.warning(`${dropped.length === 1 ? 'A time you chose is' : 'Some times you chose are'} no longer available: ${dropped.join(', ')}`);
    }
  }, [restoreCheck, answer]);

  const resetSelection = () => {
    setSelectedTimes([]);
    setRestoreCheck(null);
    setDroppedTimes([]);
    setProblem(null);
  };

  const toggleSlot = (time: string) => {
    setProblem(null);
    setSelectedTimes((current) => (current.includes(time) ? current.filter((entry) => entry !== time) : [...current, time]));
  };

  const firstSlot = selectedSlots[0];
  const splitTooLate = firstSlot ? isTooLateToSplitSlot(date, firstSlot.time) : false;

  const openSplit = () => {
    if (!firstSlot) {
      setProblem(AVAILABILITY_MESSAGES.selectBeforeBooking);
      return;
    }
    if (splitTooLate) {
      setProblem(SPLIT_MESSAGES.tooLate);
      toast.info(SPLIT_MESSAGES.tooLate);
      return;
    }
    setProblem(null);
    setSplitOpen(true);
  };

  const handleBook = () => {
    const missing = bookingProblem({ venue, sport, date, slots: selectedSlots });
    if (missing) {
      setProblem(missing);
      return;
    }
    if (split.enabled && splitTooLate) {
      setProblem(SPLIT_MESSAGES.tooLate);
      return;
    }
    if (status !== 'signed-in') {
      saveVenuePageState({ venueId: venue.id, sport, date, slots: selectedSlots, imageFilter, split });
      navigate('/login');
      return;
    }
    const draft = bookingDraftSchema.parse(buildBookingDraft({ venue, sport, date, slots: selectedSlots, split }));
    writeSessionStorage(STORAGE_KEYS.bookingDraft, JSON.stringify(draft));
    navigate('/checkout');
  };

  const slotsError = answer ? null : slotsQuery.error;
  const slotsErrorText = slotsError ? (hasStatus(slotsError, 400) ? serverErrorText(slotsError) : null) : null;
  const shares = split.enabled && total > 0 ? splitShares(total, split.numberOfPeople) : null;

  return (
    <section aria-labelledby="booking-panel-heading" className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="booking-panel-heading" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <CalendarDays aria-hidden="true" className="size-5 text-emerald-700" />
        Book this venue
      </h2>

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={sportId}>Sport</Label>
          <Select
            id={sportId}
            value={sport}
            onChange={(event) => {
              setSport(event.target.value);
              resetSelection();
            }}
          >
            <option value="">Choose a sport</option>
            {venue.sports.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={dateId}>Date</Label>
          <Input
            id={dateId}
            type="date"
            value={date}
            min={bookingWindow.first}
            max={bookingWindow.last}
            onChange={(event) => {
              setDate(event.target.value);
              resetSelection();
            }}
          />
        </div>
      </div>

      <div className="space-y-3">
        <h3 id={slotsHeadingId} className="text-sm font-semibold text-slate-900">
          Available times
        </h3>
        {!sport ? (
          <p className="text-sm text-slate-700">Choose a sport to see the available times.</p>
        ) : !date ? (
          <p className="text-sm text-slate-700">Choose a date to see the available times.</p>
        ) : slotsQuery.isPending || (slotsQuery.isFetching && !answer) ? (
          <LoadingStatus>Loading available times...</LoadingStatus>
        ) : slotsError ? (
          <div className="flex flex-wrap items-center gap-3 text-sm text-slate-800">
            <p>{slotsErrorText ?? 'We could not load the available times.'}</p>
            {!slotsErrorText && (
              <Button variant="secondary" size="sm" onClick={() => void slotsQuery.refetch()}>
                <RefreshCw aria-hidden="true" className="size-4" />
                Retry
              </Button>
            )}
          </div>
        ) : slots.length === 0 ? (
          <p className="text-sm text-slate-700">There are no times to book on this day.</p>
        ) : (
          <SlotPicker slots={slots} selectedTimes={selectedTimes} onToggle={toggleSlot} labelledBy={slotsHeadingId} />
        )}
        {droppedTimes.length > 0 && (
          <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
            {droppedTimes.length === 1 ? 'This time is' : 'These times are'} no longer available and {droppedTimes.length === 1 ? 'was' : 'were'}{' '}
            removed from your selection: {droppedTimes.join(', ')}.
          </p>
        )}
      </div>

      <div role="status" aria-live="polite" className="flex items-baseline justify-between gap-3 border-t border-slate-200 pt-4">
        <p className="text-sm text-slate-700">
          {selectedSlots.length === 0
            ? 'No time slots selected'
            : `${selectedSlots.length} ${selectedSlots.length === 1 ? 'hour' : 'hours'} selected: ${selectedSlots.map((slot) => slot.time).join(', ')}`}
        </p>
        <p className="text-lg font-bold whitespace-nowrap text-slate-900">
          <span className="text-sm font-medium text-slate-700">Total </span>
          {formatPence(total)}
        </p>
      </div>

      <div className="space-y-2">
        <Button variant="secondary" className="w-full" onClick={openSplit}>
          <Users aria-hidden="true" className="size-4" />
          {split.enabled ? 'Edit split payment' : 'Split this payment?'}
        </Button>
        {shares && (
          <p className="text-sm text-slate-700">
            Split between {split.numberOfPeople} people: each pays {formatPence(shares.other)}
            {shares.organiser !== shares.other ? `, you pay ${formatPence(shares.organiser)}` : ''}. Invites go out when you pay.
          </p>
        )}
      </div>

      {problem && (
        <p role="alert" className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {problem}
        </p>
      )}

      <Button size="lg" className="w-full" onClick={handleBook}>
        {status === 'signed-in' ? 'Book Now' : 'Log In To Book'}
      </Button>

      <ImportantInformation facilities={venue.facilities} />

      <SplitPaymentDialog open={splitOpen} onOpenChange={setSplitOpen} totalPence={total} split={split} onChange={setSplit} />
    </section>
  );
}
