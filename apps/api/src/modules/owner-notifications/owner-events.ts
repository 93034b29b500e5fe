import { DEFAULT_OWNER_NOTIFICATION_DELIVERY, VENUE_TIME_ZONE, type ActivityType } from '@app/contracts';
import { readJsonList, writeTransaction, type Database } from '@app/db';
import { toZonedParts } from '@app/domain';
import type { Kysely } from 'kysely';
import type { ServiceDeps } from '../../service-deps';
import {
  claimOwnerMail,
  deleteOwnerMail,
  findBookingFactsForOwner,
  findDueOwnerMails,
  findOwnerEventMail,
  insertOwnerEvent,
  insertOwnerEventMail,
  ownerEventExists,
} from './owner-event-repository';
import { ownerEventMail, readOwnerEventDetails, type OwnerEventDetails } from './owner-mails';

/*
 * Owners hear about their venues (issue 30 item 7, docs/decisions/0057). Where something happens to a
 * booking, its use case calls recordOwnerEvent inside its own transaction: the event is written with
 * what the mails need, and — when the owner wants an e-mail per event — a pending mail of kind
 * 'owner_event' beside it (the outbox of docs/decisions/0031). After the commit the use case calls
 * sendOwnerMails with what recordOwnerEvent answered; a mail not sent then (a crash, a refusing mail
 * server) is sent by the minute sweep. The daily summary reads the events kept for it (daily-summary.ts).
 */

type Db = Kysely<Database>;
export type OwnerMailDeps = Pick<ServiceDeps, 'db' | 'now' | 'publicUrl' | 'deliverMail' | 'mailInBackground' | 'log'>;

/** How long a sender has before the sweep may take its mail over (as for confirmations). */
const SENDING_MS = 2 * 60_000;
const SWEEP_BATCH = 50;

export interface OwnerEventInput {
  type: ActivityType;
  bookingId: number;
  at: Date;
  /** Facts the booking row does not hold: a refund, the hours before a change, a reason. */
  details?: Partial<Pick<OwnerEventDetails, 'refundPence' | 'previousTimeSlots' | 'differencePence' | 'reason'>> & {
    /** The customer's name when it is not the booking's account (a manual booking). */
    customerName?: string;
  };
  /** An event that may be recorded twice (a mail sent again after a crash) carries a key: one row per booking and key. */
  dedupeKey?: string;
}

/** What a recorded event leaves to send after the commit: its owner mail, or nothing. */
export interface RecordedOwnerEvent {
  mailId: number | null;
}

/**
 * Records an event at the booking's venue for its owner, in the caller's transaction (`db` is the
 * transaction). Nothing is recorded for a venue without an owner, or for a keyed event recorded before.
 */
export async function recordOwnerEvent(db: Db, event: OwnerEventInput): Promise<RecordedOwnerEvent> {
  const facts = await findBookingFactsForOwner(db, event.bookingId);
  if (!facts || facts.owner_id === null) return { mailId: null };
  if (event.dedupeKey && (await ownerEventExists(db, event.bookingId, event.dedupeKey))) return { mailId: null };
  const delivery = facts.delivery ?? DEFAULT_OWNER_NOTIFICATION_DELIVERY;
  const details: OwnerEventDetails = {
    venueName: facts.venue_name,
    customerName: event.details?.customerName ?? facts.customer_name ?? 'A customer',
    sport: facts.sport,
    date: facts.date,
    timeSlots: readJsonList(facts.time_slots),
    totalPence: facts.total_pence,
    ...(event.details?.refundPence !== undefined ? { refundPence: event.details.refundPence } : {}),
    ...(event.details?.previousTimeSlots ? { previousTimeSlots: event.details.previousTimeSlots } : {}),
    ...(event.details?.differencePence !== undefined ? { differencePence: event.details.differencePence } : {}),
    ...(event.details?.reason ? { reason: event.details.reason.slice(0, 500) } : {}),
  };
  const occurredAt = event.at.toISOString();
  const eventId = await insertOwnerEvent(db, {
    ownerId: facts.owner_id,
    venueId: facts.venue_id,
    bookingId: event.bookingId,
    type: event.type,
    occurredAt,
    londonDate: toZonedParts(event.at, VENUE_TIME_ZONE).date,
    delivery,
    details: JSON.stringify(details),
    dedupeKey: event.dedupeKey ?? null,
  });
  if (delivery !== 'each') return { mailId: null };
  const mailId = await insertOwnerEventMail(db, {
    bookingId: event.bookingId,
    ownerEventId: eventId,
    dueAt: new Date(event.at.getTime() + SENDING_MS).toISOString(),
    createdAt: occurredAt,
  });
  return { mailId };
}

/** After the commit: sends the owner mails `recorded` left, without holding up the caller. */
export function sendOwnerMails(deps: OwnerMailDeps, ...recorded: (RecordedOwnerEvent | undefined | null)[]): void {
  for (const entry of recorded) {
    const mailId = entry?.mailId;
    if (mailId == null) continue;
    deps.mailInBackground(() => sendOwnerMail(deps, mailId));
  }
}

/**
 * For a use case with no transaction of its own at that point: records the event in one and sends
 * its mail after the commit.
 */
export async function notifyVenueOwner(
  deps: OwnerMailDeps & Pick<ServiceDeps, 'engine'>,
  event: OwnerEventInput,
): Promise<void> {
  try {
    const recorded = await writeTransaction(deps.db, deps.engine, (trx) => recordOwnerEvent(trx, event));
    sendOwnerMails(deps, recorded);
  } catch (error) {
    // The owner's notice never undoes what happened to the booking.
    deps.log.error({ err: error, bookingId: event.bookingId, type: event.type }, 'owner event not recorded');
  }
}

/** Sends one recorded owner mail and forgets it; a failure is logged and left to the sweep. */
export async function sendOwnerMail(deps: OwnerMailDeps, mailId: number): Promise<void> {
  try {
    const row = await findOwnerEventMail(deps.db, mailId);
    if (!row) return;
    if (!row.owner_deleted_at) {
      const details = readOwnerEventDetails(row.details);
      await deps.deliverMail({
        to: row.owner_email,
        ...ownerEventMail({
          type: row.type,
          ownerName: row.owner_name,
          bookingId: row.booking_id,
          details,
          dashboardUrl: `${deps.publicUrl}/venue-dashboard`,
        }),
      });
    }
    await deleteOwnerMail(deps.db, mailId);
  } catch (error) {
    deps.log.warn({ err: error, mailId }, 'owner mail not sent yet; the sweep retries it');
  }
}

/** Sends the owner mails whose sender never finished (a crash, a refusing mail server). */
export async function sweepOwnerMails(deps: OwnerMailDeps): Promise<number> {
  const due = await findDueOwnerMails(deps.db, deps.now.toISOString(), SWEEP_BATCH);
  let sent = 0;
  for (const mail of due) {
    const claimed = await claimOwnerMail(deps.db, {
      id: mail.id,
      dueAt: mail.due_at,
      nextDueAt: new Date(deps.now.getTime() + SENDING_MS).toISOString(),
    });
    if (!claimed) continue;
    await sendOwnerMail(deps, mail.id);
    sent += 1;
  }
  return sent;
}
