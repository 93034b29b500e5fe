import { PAYMENT_MESSAGES as M } from '@app/contracts';
import { slotEndTime, zonedTimeToUtc, type ComputedSlot } from '@app/domain';
import { conflict } from '../../errors/app-error';
import { claimsByHour, courtsHeldBy, insertClaim, type HoldHour } from './booking-repository';
import { chooseCourts } from './court-choice';

/*
 * Holding hours for a booking (docs/decisions/0005-double-booking-guard.md): each hour takes a free
 * court under the database's unique key (one court for all hours where it can: court-choice.ts), so of
 * two bookings racing for the last court one fails there, before any money moves. Checkout and amendments hold hours the same way.
 */

export type BookableSlot = ComputedSlot & { pricePence: number };

/** The engine's slots for the chosen hours; 409 when any is taken, closed or has no price yet. */
export function bookableSlots(daySlots: readonly ComputedSlot[], times: readonly string[]): BookableSlot[] {
  const chosen = times.map((time) => daySlots.find((slot) => slot.time === time));
  if (chosen.some((slot) => !slot || !slot.available || slot.pricePence === null))
    throw conflict(M.slotTaken, 'SLOT_UNAVAILABLE');
  return chosen as BookableSlot[];
}

/** From the start of the first hour to the end of the last, as instants. */
export function bookingSpan(
  date: string,
  times: readonly string[],
  timeZone: string,
): { startsAt: Date; endsAt: Date } {
  const sorted = [...times].sort();
  return {
    startsAt: zonedTimeToUtc(date, sorted[0]!, timeZone),
    endsAt: zonedTimeToUtc(date, slotEndTime(sorted.at(-1)!), timeZone),
  };
}

/** An hour as insertHold claims it: the columns insertClaim writes, and the courts to choose from. */
export function holdHour(slot: BookableSlot): HoldHour {
  return {
    start_time: slot.time,
    court_count: slot.courtCount,
    starts_at: slot.startsAt.toISOString(),
    price_pence: slot.pricePence,
    is_special: slot.isSpecial ? 1 : 0,
  };
}

/**
 * Claims a free court for each hour (in the caller's transaction), on the court the booking already
 * holds where it is free (court-choice.ts); 409 when an hour has none left.
 */
export async function claimCourts(
  db: Parameters<typeof insertClaim>[0],
  booking: { id: number; venueId: number; sport: string; date: string },
  slots: readonly BookableSlot[],
): Promise<void> {
  const held = await claimsByHour(db, booking.venueId, booking.sport, booking.date);
  const courts = chooseCourts(
    slots.map((slot) => ({ courtCount: slot.courtCount, taken: held.get(slot.time) ?? [] })),
    await courtsHeldBy(db, booking.id),
  );
  for (const [index, slot] of slots.entries()) {
    const court = courts[index];
    if (court === null || court === undefined) throw conflict(M.slotTaken, 'SLOT_UNAVAILABLE');
    await insertClaim(db, {
      booking_id: booking.id,
      venue_id: booking.venueId,
      sport: booking.sport,
      date: booking.date,
      start_time: slot.time,
      court_number: court,
      starts_at: slot.startsAt.toISOString(),
      price_pence: slot.pricePence,
      is_special: slot.isSpecial ? 1 : 0,
    });
  }
}
