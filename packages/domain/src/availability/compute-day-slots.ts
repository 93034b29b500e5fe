import { FALLBACK_PRICE_PENCE } from '@app/contracts';
import { formatHour, zonedTimeToUtc } from '../time/zoned-time';
import { dayGridHours, scheduleFor, windowOf, type Window } from './day-grid';
import type { BlockedPeriod, ComputedSlot, DaySlotsInput, SpecialDate, UnavailableReason } from './availability-types';

/*
 * The hourly slots of one day for one sport (docs/decisions/0007-availability-precedence.md).
 * Precedence, strongest first:
 *   1. blocks (venue-wide or for this sport) close every hour they touch, even inside a special date;
 *   2. a special date marked unavailable closes the hours it touches ('blocked', with its notes);
 *   3. a special date marked available opens the hours it fully covers, even on a closed day, sets
 *      their price (a sport-specific special beats a venue-wide one) and overrides weekly breaks;
 *   4. otherwise the weekly schedule (the sport's own if it has one, else the general one) decides
 *      'closed' and 'break';
 *   5. an hour whose courts are all held is 'booked';
 *   6. an hour that has started is 'past'.
 * A special date without a price of its own is an open day at the sport's normal price
 * (docs/decisions/0056). The day's hours are its grid (day-grid.ts): 08:00–22:00, widened to the
 * hours the venue opens that day, anywhere from 00:00 to 24:00.
 */

const overlaps = (a: Window, b: Window) => a.start < b.end && b.start < a.end;
const covers = (outer: Window, inner: Window) => outer.start <= inner.start && inner.end <= outer.end;

function blockOnDate(block: BlockedPeriod, date: string, sport: string): Window | null {
  if (block.sport !== null && block.sport !== sport) return null;
  if (date < block.startDate || date > block.endDate) return null;
  if (block.allDay) return { start: 0, end: 24 * 60 };
  return windowOf(block.startTime, block.endTime);
}

function specialsOnDate(specials: SpecialDate[], date: string, sport: string): SpecialDate[] {
  return specials
    .filter((special) => special.date === date && (special.sport === null || special.sport === sport))
    .sort((a, b) => Number(b.sport !== null) - Number(a.sport !== null));
}

export function computeDaySlots(input: DaySlotsInput): ComputedSlot[] {
  const day = scheduleFor(input);
  const dayWindow = day?.isOpen ? windowOf(day.openTime, day.closeTime) : null;
  const breaks = day?.isOpen ? day.breaks.map((item) => windowOf(item.start, item.end)) : [];
  const blocks = input.blockedPeriods
    .map((block) => blockOnDate(block, input.date, input.sport))
    .filter((block): block is Window => block !== null);
  const specials = specialsOnDate(input.specialDates, input.date, input.sport);
  const courtCount = Math.max(1, input.courtCount);
  const regularPrice = input.sportPricePence ?? FALLBACK_PRICE_PENCE;

  const slots: ComputedSlot[] = [];
  for (const hour of dayGridHours(input)) {
    const time = formatHour(hour);
    const slot: Window = { start: hour * 60, end: (hour + 1) * 60 };
    const closingSpecial = specials.find(
      (special) => !special.available && overlaps(windowOf(special.startTime, special.endTime), slot),
    );
    const openingSpecial = specials.find(
      (special) => special.available && covers(windowOf(special.startTime, special.endTime), slot),
    );
    const held = Math.min(courtCount, Math.max(0, input.claimedCourts[time] ?? 0));
    const startsAt = zonedTimeToUtc(input.date, time, input.timeZone);

    let reason: UnavailableReason | null = null;
    let notes = '';
    if (blocks.some((block) => overlaps(block, slot))) reason = 'blocked';
    else if (closingSpecial) {
      reason = 'blocked';
      notes = closingSpecial.notes;
    } else if (openingSpecial) {
      notes = openingSpecial.notes;
    } else if (!dayWindow || !covers(dayWindow, slot)) reason = 'closed';
    else if (breaks.some((item) => overlaps(item, slot))) reason = 'break';

    if (reason === null && held >= courtCount) reason = 'booked';
    if (reason === null && startsAt.getTime() <= input.now.getTime()) reason = 'past';

    const isSpecial = Boolean(openingSpecial) && !closingSpecial;
    slots.push({
      time,
      endTime: formatHour(hour + 1),
      startsAt,
      available: reason === null,
      pricePence: isSpecial ? (openingSpecial!.pricePence ?? regularPrice) : regularPrice,
      isSpecial,
      notes,
      unavailableReason: reason,
      courtCount,
      courtsLeft: courtCount - held,
    });
  }
  return slots;
}
