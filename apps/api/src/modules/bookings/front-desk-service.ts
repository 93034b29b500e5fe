import {
  FRONT_DESK_MESSAGES as FM,
  PAYMENT_MESSAGES as M,
  VENUE_MESSAGES as VM,
  formatPence,
  type FrontDeskBooking,
  type ManualPayment,
} from '@app/contracts';
import { isUniqueViolation, readJsonList, writeTransaction } from '@app/db';
import { bookingCode } from '@app/domain';
import { AppError, badRequest, conflict, notFound } from '../../errors/app-error';
import type { ServiceDeps } from '../../service-deps';
import { recordActivity } from '../activity/activity-repository';
import type { SessionUser } from '../auth/session-tokens';
import { LIVE_STATUSES, claimBooking, releaseBooking } from '../booking-claims/booking-claim';
import { bookingDateLabel, bookingHoursLabel } from '../mail/mail-labels';
import { manualBookingMail } from '../mail/mail-templates';
import { readVenueDay } from '../venues/availability-service';
import { findVenueCourt, listVenueCourts } from '../venues/venue-court-repository';
import { insertClaim } from './booking-repository';
import { findOpenCancellationRequest, findVenuePolicy } from './cancellation-repository';
import { venueRefundablePence } from './cancellation-service';
import {
  findFrontDeskBooking,
  findPlayerByEmail,
  insertManualBooking,
  listBookingCourts,
  markPaidAtVenue,
  moveBookingCourt,
  setOwnerMarks,
  type FrontDeskRow,
} from './front-desk-repository';
import { bookableSlots, bookingSpan, claimCourts } from './slot-claims';

/*
 * The front desk (issue 30 §3, §4; docs/decisions/0058): bookings the venue takes for phone and
 * walk-in customers, and the owner's marks on a booking. A manual booking holds its courts by the
 * same claims as a checkout, so the two can never take the same court-hour; its money is paid at the
 * venue, so the ledger holds none of it. Moving a booking to another court or marking it paid takes
 * the booking's claim (docs/decisions/0051), as everything that moves a booking's courts or money does.
 */

type Deps = Pick<ServiceDeps, 'db' | 'engine' | 'now' | 'sendMail' | 'publicUrl' | 'log'>;

/** The venue when `actor` may run its desk (its owner, or an admin); another owner's venue does not exist for them. */
export async function requireVenueDesk(deps: Pick<ServiceDeps, 'db'>, actor: SessionUser, venueId: number) {
  const venue = await findVenuePolicy(deps.db, venueId);
  if (!venue || (actor.role !== 'admin' && venue.ownerId !== actor.id)) throw notFound(VM.venueNotFound);
  return venue;
}

export interface ManualBookingInput {
  sport: string;
  date: string;
  timeSlots: string[];
  courtId?: number | undefined;
  customer: { name: string; email?: string | undefined; phone?: string | undefined };
  payment: ManualPayment;
  pricePence?: number | undefined;
  priceReason?: string | undefined;
}

export async function createManualBooking(
  deps: Deps,
  actor: SessionUser,
  venueId: number,
  input: ManualBookingInput,
): Promise<FrontDeskBooking> {
  await requireVenueDesk(deps, actor, venueId);
  const courts = await listVenueCourts(deps.db, [venueId]);
  const sportCourts = courts.filter((court) => court.sport.toLowerCase() === input.sport.toLowerCase());
  if (sportCourts.length === 0) throw badRequest(VM.unknownSport(input.sport));
  const sport = sportCourts[0]!.sport;
  const times = [...new Set(input.timeSlots)].sort();

  let court: (typeof courts)[number] | undefined;
  if (input.courtId !== undefined) {
    court = await findVenueCourt(deps.db, venueId, input.courtId);
    if (!court) throw badRequest(FM.courtNotFound);
    if (court.sport !== sport) throw badRequest(FM.courtOfAnotherSport(court.name, sport));
  }

  const found = await readVenueDay(deps.db, deps.engine, venueId, sport, input.date, deps.now);
  if (!found) throw notFound(VM.venueNotFound);
  const slots = bookableSlots((await found.day()).slots, times);
  const venuePence = slots.reduce((sum, slot) => sum + slot.pricePence, 0);
  const pricePence = input.pricePence ?? venuePence;
  const priceReason = input.priceReason?.trim() || null;
  if (pricePence !== venuePence && !priceReason) throw badRequest(FM.priceReasonRequired(formatPence(venuePence)));

  const email = input.customer.email?.trim() || null;
  const phone = input.customer.phone?.trim() || null;
  const playerId = email ? await findPlayerByEmail(deps.db, email) : undefined;
  const { startsAt, endsAt } = bookingSpan(input.date, times, found.venue.time_zone);
  const at = deps.now.toISOString();
  const paidAtVenue = input.payment === 'paid_at_venue';

  let bookingId: number;
  try {
    bookingId = await writeTransaction(deps.db, deps.engine, async (trx) => {
      const id = await insertManualBooking(trx, {
        user_id: playerId ?? actor.id,
        venue_id: venueId,
        sport,
        date: input.date,
        time_zone: found.venue.time_zone,
        time_slots: JSON.stringify(times),
        starts_at: startsAt.toISOString(),
        ends_at: endsAt.toISOString(),
        total_pence: pricePence,
        status: 'confirmed',
        payment_status: paidAtVenue ? 'succeeded' : 'pending',
        mobile_number: phone,
        is_split: 0,
        payment_method_id: null,
        request_key: null,
        hold_expires_at: null,
        confirmed_at: at,
        cancelled_at: null,
        created_at: at,
        updated_at: at,
        source: 'manual',
        venue_payment: input.payment,
        venue_paid_at: paidAtVenue ? at : null,
        entered_by: actor.id,
        customer_name: input.customer.name.trim(),
        customer_email: email,
        customer_phone: phone,
        price_reason: pricePence !== venuePence ? priceReason : null,
      });
      if (court) {
        for (const slot of slots) {
          try {
            await insertClaim(trx, {
              booking_id: id,
              venue_id: venueId,
              sport,
              date: input.date,
              start_time: slot.time,
              court_number: court.number,
              starts_at: slot.startsAt.toISOString(),
              price_pence: slot.pricePence,
              is_special: slot.isSpecial ? 1 : 0,
            });
          } catch (error) {
            if (isUniqueViolation(error)) throw conflict(FM.courtTaken(court.name, slot.time), 'COURT_TAKEN');
            throw error;
          }
        }
      } else {
        await claimCourts(trx, { id, venueId, sport, date: input.date }, slots);
      }
      await recordActivity(trx, {
        type: 'booking',
        subjectId: id,
        actorId: actor.id,
        message: `Booking ${bookingCode(id)} taken at the desk for ${input.customer.name.trim()}`,
        data: {
          booking_id: id,
          total_pence: pricePence,
          venue_payment: input.payment,
          event: 'manual_booking',
        },
        at: deps.now,
      });
      return id;
    });
  } catch (error) {
    // Another booking took a court-hour between the read and the claim.
    if (isUniqueViolation(error)) throw conflict(M.slotTaken, 'SLOT_UNAVAILABLE');
    throw error;
  }

  if (email) {
    deps.sendMail({
      to: email,
      ...manualBookingMail({
        name: input.customer.name.trim(),
        bookingId,
        venueName: found.venue.name,
        venueAddress: found.venue.address,
        sport,
        dateLabel: bookingDateLabel(input.date),
        timeLabel: bookingHoursLabel(times),
        amountLabel: formatPence(pricePence),
        bookingsUrl: `${deps.publicUrl}/dashboard?tab=bookings`,
        paidAtVenue,
        signedUp: playerId !== undefined,
      }),
    });
  }
  return readFrontDeskBooking(deps, venueId, bookingId);
}

export interface VenueBookingMarks {
  paid?: true | undefined;
  noShow?: boolean | undefined;
  note?: string | undefined;
  courtId?: number | undefined;
}

/** The owner's marks (paid, no-show, note) and a move to another free court of the same sport. */
export async function updateVenueBooking(
  deps: Deps,
  actor: SessionUser,
  venueId: number,
  bookingId: number,
  marks: VenueBookingMarks,
): Promise<FrontDeskBooking> {
  await requireVenueDesk(deps, actor, venueId);
  const booking = await findFrontDeskBooking(deps.db, venueId, bookingId);
  if (!booking) throw notFound(M.bookingNotFound);
  if (marks.paid === undefined && marks.noShow === undefined && marks.note === undefined && marks.courtId === undefined)
    throw badRequest(FM.nothingToChange);
  const live = LIVE_STATUSES.includes(booking.status);
  if (marks.paid) {
    if (booking.source !== 'manual') throw conflict(FM.notManual, 'NOT_PAID_AT_VENUE');
    if (booking.venue_paid_at) throw conflict(FM.alreadyPaid, 'ALREADY_PAID');
    if (!live) throw conflict(FM.notLive, 'BOOKING_NOT_LIVE');
  }
  if (marks.noShow !== undefined) {
    if (!live) throw conflict(FM.notLive, 'BOOKING_NOT_LIVE');
    if (marks.noShow && new Date(booking.starts_at).getTime() > deps.now.getTime())
      throw conflict(FM.noShowBeforeStart, 'NOT_STARTED');
  }
  let court: Awaited<ReturnType<typeof findVenueCourt>>;
  if (marks.courtId !== undefined) {
    if (!live) throw conflict(FM.notLive, 'BOOKING_NOT_LIVE');
    court = await findVenueCourt(deps.db, venueId, marks.courtId);
    if (!court) throw badRequest(FM.courtNotFound);
    if (court.sport !== booking.sport) throw badRequest(FM.courtOfAnotherSport(court.name, booking.sport));
    const held = await listBookingCourts(deps.db, bookingId);
    if (held.every((hour) => hour.court_number === court!.number)) throw badRequest(FM.moveSameCourt);
  }

  // Paid and the court move change the booking's money and courts: under its claim (docs/decisions/0051).
  const moves = marks.paid !== undefined || court !== undefined;
  const claim = moves ? await claimBooking(deps.db, bookingId, LIVE_STATUSES, deps.now) : null;
  if (moves && !claim) {
    const now = await findFrontDeskBooking(deps.db, venueId, bookingId);
    if (now && LIVE_STATUSES.includes(now.status)) throw new AppError(409, 'BOOKING_BUSY', M.bookingBeingChanged);
    throw conflict(FM.notLive, 'BOOKING_NOT_LIVE');
  }
  try {
    await writeTransaction(deps.db, deps.engine, async (trx) => {
      if (marks.paid && !(await markPaidAtVenue(trx, bookingId, deps.now)))
        throw conflict(FM.alreadyPaid, 'ALREADY_PAID');
      if (court) {
        try {
          await moveBookingCourt(trx, bookingId, court.number);
        } catch (error) {
          if (isUniqueViolation(error))
            throw conflict(FM.courtTaken(court.name, readJsonList(booking.time_slots)[0] ?? ''), 'COURT_TAKEN');
          throw error;
        }
      }
      if (marks.noShow !== undefined || marks.note !== undefined)
        await setOwnerMarks(
          trx,
          bookingId,
          {
            ...(marks.noShow !== undefined ? { noShowAt: marks.noShow ? deps.now.toISOString() : null } : {}),
            ...(marks.note !== undefined ? { note: marks.note.trim() || null } : {}),
          },
          deps.now,
        );
      if (marks.paid || marks.noShow)
        await recordActivity(trx, {
          type: 'booking',
          subjectId: bookingId,
          actorId: actor.id,
          message: marks.paid
            ? `Booking ${bookingCode(bookingId)} paid at the venue`
            : `Booking ${bookingCode(bookingId)} marked a no-show`,
          data: { booking_id: bookingId, event: marks.paid ? 'paid_at_venue' : 'no_show' },
          at: deps.now,
        });
    });
  } finally {
    if (claim)
      await releaseBooking(deps.db, claim).catch((error: unknown) =>
        deps.log.error({ err: error, bookingId }, "could not release a front-desk change's claim"),
      );
  }
  return readFrontDeskBooking(deps, venueId, bookingId);
}

export async function readFrontDeskBooking(
  deps: Pick<ServiceDeps, 'db'>,
  venueId: number,
  bookingId: number,
): Promise<FrontDeskBooking> {
  const row = await findFrontDeskBooking(deps.db, venueId, bookingId);
  if (!row) throw notFound(M.bookingNotFound);
  const [courts, request] = await Promise.all([
    listBookingCourts(deps.db, bookingId),
    findOpenCancellationRequest(deps.db, bookingId),
  ]);
  const refundable = await venueRefundablePence(deps, { ...row, id: bookingId });
  return toFrontDeskBooking(row, courts, request, LIVE_STATUSES.includes(row.status) ? refundable : 0);
}

function toFrontDeskBooking(
  row: FrontDeskRow,
  courts: Awaited<ReturnType<typeof listBookingCourts>>,
  request: Awaited<ReturnType<typeof findOpenCancellationRequest>>,
  refundablePence: number,
): FrontDeskBooking {
  const manual = row.source === 'manual';
  return {
    id: row.id,
    code: bookingCode(row.id),
    source: row.source,
    status: row.status,
    sport: row.sport,
    date: row.date,
    timeSlots: readJsonList(row.time_slots),
    startsAt: row.starts_at,
    courts: courts.map((hour) => ({
      time: hour.start_time,
      courtId: hour.court_id,
      name: hour.name ?? `Court ${hour.court_number}`,
    })),
    customer: manual
      ? { name: row.customer_name ?? '', email: row.customer_email, phone: row.customer_phone }
      : { name: row.user_name ?? '', email: row.user_email, phone: row.mobile_number },
    totalAmountPence: row.total_pence,
    venuePayment: row.venue_payment,
    paidAtVenueAt: row.venue_paid_at,
    noShow: row.no_show_at !== null,
    note: row.owner_note,
    priceReason: row.price_reason,
    cancellationRequest: request ? { id: request.id, reason: request.reason, createdAt: request.created_at } : null,
    refundablePence,
  };
}
