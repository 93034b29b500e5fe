import { formatPence, type Availability } from '@app/contracts';
import { formatVenueDateRange, timeRange } from '@app/domain';

/*
 * How the owner's availability screens (the tab and its dialogs) write blocked periods and special
 * dates. Hours are the domain's timeRange, as on the venue page and in every booking.
 */

type Block = Availability['bulkBlockedPeriods'][number];
type Special = Availability['specialDates'][number];

/** '24 Nov 2026', or '24 Nov 2026 – 26 Nov 2026' for a longer period (in the reader's locale). */
export function blockedPeriodDates(block: Pick<Block, 'startDate' | 'endDate'>): string {
  return formatVenueDateRange(block.startDate, block.endDate);
}

/** 'all day · Repairs & Upgrades', or '10:00 - 12:00 · Staff Training'. */
export function blockedPeriodDetail(block: Pick<Block, 'allDay' | 'startTime' | 'endTime' | 'reason'>): string {
  return `${block.allDay ? 'all day' : timeRange(block.startTime, block.endTime)} · ${block.reason}`;
}

/**
 * '10:00 - 12:00 · £12.50/hr', or '… · normal price' when the special date has no price of its own: an
 * open day at each sport's hourly price (docs/decisions/0056).
 */
export function specialDateDetail(special: Pick<Special, 'startTime' | 'endTime' | 'pricePence'>): string {
  const price = special.pricePence === null ? 'normal price' : `${formatPence(special.pricePence)}/hr`;
  return `${timeRange(special.startTime, special.endTime)} · ${price}`;
}
