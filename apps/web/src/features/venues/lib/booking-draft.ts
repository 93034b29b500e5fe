import {
  AVAILABILITY_MESSAGES,
  FALLBACK_PRICE_PENCE,
  SPLIT_DEFAULT_PEOPLE,
  penceToPounds,
  type BookingDraft,
  type Slot,
  type VenueDetail,
} from '@app/contracts';
import { NO_SPLIT, type SplitSettings } from '@/lib/split-payment';

/** The split settings chosen on the venue page travel to checkout in the draft. */
export { NO_SPLIT, type SplitSettings };

/** A slot can be chosen when the server says it is available and it has a price to charge. */
export function isBookable(slot: Pick<Slot, 'available' | 'pricePence'>): boolean {
  return slot.available && slot.pricePence !== null;
}

export function compareSlotTimes(a: { time: string }, b: { time: string }): number {
  return a.time.localeCompare(b.time);
}

/** Sum of the chosen slots' prices in pence (slots without a price cannot be chosen). */
export function totalPence(slots: readonly Pick<Slot, 'pricePence'>[]): number {
  return slots.reduce((sum, slot) => sum + (slot.pricePence ?? 0), 0);
}

export function slotDetailsOf(slots: readonly Slot[]): BookingDraft['slotDetails'] {
  return [...slots].sort(compareSlotTimes).map((slot) => ({
    time: slot.time,
    price: slot.pricePence === null ? null : penceToPounds(slot.pricePence),
    isSpecial: slot.isSpecial,
    notes: slot.notes,
  }));
}

interface BookingDraftInput {
  venue: Pick<VenueDetail, 'id' | 'name' | 'location' | 'address' | 'sportConfigs'>;
  sport: string;
  date: string;
  /** The chosen slots as the server last described them, in any order. */
  slots: readonly Slot[];
  split: SplitSettings;
}

/** The draft checkout reads from sessionStorage 'bookingData' (player.md §3, bookingDraftSchema). */
export function buildBookingDraft({ venue, sport, date, slots, split }: BookingDraftInput): BookingDraft {
  if (slots.length === 0) throw new Error('A booking draft needs at least one slot');
  const sorted = [...slots].sort(compareSlotTimes);
  const first = sorted[0]!;
  const last = sorted[sorted.length - 1]!;
  const sportPricePence =
    venue.sportConfigs.find((config) => config.sport === sport)?.pricePerHourPence ?? FALLBACK_PRICE_PENCE;
  const total = totalPence(sorted);

  return {
    venueId: venue.id,
    venueName: venue.name,
    sport,
    date,
    timeSlots: sorted.map((slot) => slot.time),
    slotDetails: slotDetailsOf(sorted),
    startTime: first.time,
    endTime: last.endTime,
    pricePerHour: penceToPounds(sportPricePence),
    duration: sorted.length,
    totalAmount: penceToPounds(total),
    totalAmountPence: total,
    venueLocation: venue.location,
    venueAddress: venue.address,
    hasSpecialPricing: sorted.some((slot) => slot.isSpecial),
    priceBreakdown: sorted.map((slot) => ({
      time: slot.time,
      price: slot.pricePence === null ? null : penceToPounds(slot.pricePence),
      pricePence: slot.pricePence,
      isSpecial: slot.isSpecial,
      notes: slot.notes,
    })),
    splitPayment: split.enabled
      ? {
          enabled: true,
          numberOfPeople: split.numberOfPeople,
          inviteEmails: split.inviteEmails.map((email) => email.trim()),
          paymentLinkGenerated: split.paymentLinkGenerated,
        }
      : { enabled: false, numberOfPeople: SPLIT_DEFAULT_PEOPLE, inviteEmails: [], paymentLinkGenerated: false },
  };
}

/** Why the panel cannot book yet (player.md §5), or null when it can. */
export function bookingProblem({
  venue,
  sport,
  date,
  slots,
}: {
  venue: unknown;
  sport: string;
  date: string;
  slots: readonly unknown[];
}): string | null {
  if (!sport || !date || slots.length === 0) return AVAILABILITY_MESSAGES.selectBeforeBooking;
  if (!venue) return AVAILABILITY_MESSAGES.venueDataUnavailable;
  return null;
}
