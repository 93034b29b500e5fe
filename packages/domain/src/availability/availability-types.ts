/** Inputs and outputs of the availability engine. Times are venue-local 'HH:MM', dates 'YYYY-MM-DD'. */

export interface BreakTime {
  start: string;
  end: string;
  reason: string;
}

export interface ScheduleDay {
  dayOfWeek: number; // 0 = Sunday … 6 = Saturday
  isOpen: boolean;
  openTime: string;
  closeTime: string;
  breaks: BreakTime[];
}

export interface SpecialDate {
  date: string;
  /** null: every sport of the venue. */
  sport: string | null;
  startTime: string;
  endTime: string;
  /** null: no price of its own, the sport's normal price (docs/decisions/0056). */
  pricePence: number | null;
  available: boolean;
  notes: string;
}

export interface BlockedPeriod {
  startDate: string;
  endDate: string;
  allDay: boolean;
  startTime: string;
  endTime: string;
  reason: string;
  /** null: venue-wide (bulk) block. */
  sport: string | null;
}

export type UnavailableReason = 'closed' | 'blocked' | 'break' | 'booked' | 'past';

export interface DaySlotsInput {
  date: string;
  sport: string;
  timeZone: string;
  now: Date;
  generalSchedule: ScheduleDay[];
  /** The sport's own weekly schedule; empty means the general schedule applies. */
  sportSchedule: ScheduleDay[];
  specialDates: SpecialDate[];
  blockedPeriods: BlockedPeriod[];
  /** The sport's hourly price; null when the venue has not set one. */
  sportPricePence: number | null;
  courtCount: number;
  /** Courts already held per start time ('HH:00') on this date for this sport. */
  claimedCourts: Record<string, number>;
}

export interface ComputedSlot {
  time: string;
  endTime: string;
  startsAt: Date;
  available: boolean;
  /** What one court for this hour costs (a special date's price, else the sport's). */
  pricePence: number | null;
  isSpecial: boolean;
  notes: string;
  unavailableReason: UnavailableReason | null;
  courtCount: number;
  courtsLeft: number;
}
