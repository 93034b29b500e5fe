import { writeTransaction, type Database } from '@app/db';
import type { Kysely } from 'kysely';
import type { ServiceDeps } from '../../service-deps';
import { findBookingForMail } from '../mail/booking-mail-repository';
import { recordOwnerEvent, sendOwnerMails } from '../owner-notifications/owner-events';
import { bookingForMail, confirmationMail } from './booking-mails';
import type { BookingMailRow } from './booking-repository';
import { claimPendingMail, deletePendingMails, findDuePendingMails } from './pending-mail-repository';

/*
 * A booking's confirmation e-mail goes out after the checkout has answered, yet is never lost
 * (docs/decisions/0031): it is recorded in `pending_mails` in the transaction that confirms the
 * booking, sent straight after, and deleted once sent. If the process dies (or the mail server
 * refuses) before that, the periodic sweep sends it once its `due_at` has passed. A sender moves
 * `due_at` ahead before it works, so two processes never send one mail at the same time; a crash
 * after sending but before the delete sends it again (at least once, never zero times).
 */

type Db = Kysely<Database>;
export type ConfirmationDeps = Pick<
  ServiceDeps,
  'db' | 'engine' | 'now' | 'publicUrl' | 'deliverMail' | 'mailInBackground' | 'log'
>;

/** How long a sender has before the sweep may take its mail over. */
const SENDING_MS = 2 * 60_000;
const SWEEP_BATCH = 50;

/** When the sweep may send a confirmation recorded now, if its sender has not finished by then. */
export function confirmationDueAt(now: Date): Date {
  return new Date(now.getTime() + SENDING_MS);
}

/**
 * Forgets sent mails, many in one statement under load (docs/decisions/0042): while one delete is on
 * its way, the ids of mails sent meanwhile gather and go together in the next. Each sender still
 * waits until its own row is gone. One queue per database handle.
 */
class SentMailEraser {
  private running: Promise<void> = Promise.resolve();
  private gathering: { ids: number[]; done: Promise<void> } | null = null;

  constructor(private readonly erase: (ids: number[]) => Promise<void>) {}

  forget(id: number): Promise<void> {
    if (!this.gathering) {
      const batch: { ids: number[]; done: Promise<void> } = { ids: [], done: Promise.resolve() };
      batch.done = this.running.then(() => {
        // From here on, new ids gather for the next statement.
        if (this.gathering === batch) this.gathering = null;
        return this.erase(batch.ids);
      });
      this.running = batch.done.catch(() => undefined);
      this.gathering = batch;
    }
    this.gathering.ids.push(id);
    return this.gathering.done;
  }
}

const erasers = new WeakMap<Db, SentMailEraser>();

function forgetSentMail(deps: Pick<ConfirmationDeps, 'db' | 'engine'>, id: number): Promise<void> {
  let eraser = erasers.get(deps.db);
  if (!eraser) {
    const { db, engine } = deps;
    eraser = new SentMailEraser((ids) => deletePendingMails(db, engine, ids));
    erasers.set(deps.db, eraser);
  }
  return eraser.forget(id);
}

/**
 * Sends one recorded confirmation and forgets it; a failure is logged and left to the sweep. `row`:
 * what the mail says, when the caller has it already (PostgreSQL's confirmation answers it).
 */
export async function sendQueuedConfirmation(
  deps: ConfirmationDeps,
  mail: { id: number; bookingId: number; row?: BookingMailRow | undefined },
): Promise<void> {
  try {
    // The venue's owner hears of the booking too (docs/decisions/0057): recorded once per booking (its
    // key), before this mail is forgotten, so a crash in between records it on the sweep's retry.
    const ownerNotice = await writeTransaction(deps.db, deps.engine, (trx) =>
      recordOwnerEvent(trx, { type: 'booked', bookingId: mail.bookingId, at: deps.now, dedupeKey: 'booked' }),
    );
    const row = mail.row ?? (await findBookingForMail(deps.db, mail.bookingId));
    if (row) await deps.deliverMail(confirmationMail(bookingForMail(row), deps.publicUrl, deps.now));
    await forgetSentMail(deps, mail.id);
    sendOwnerMails(deps, ownerNotice);
  } catch (error) {
    deps.log.warn({ err: error, bookingId: mail.bookingId }, 'confirmation mail not sent yet; the sweep retries it');
  }
}

/** Sends the confirmations whose sender never finished (a crash, a refusing mail server). */
export async function sweepPendingMails(deps: ConfirmationDeps): Promise<number> {
  const due = await findDuePendingMails(deps.db, deps.now.toISOString(), SWEEP_BATCH);
  let sent = 0;
  for (const mail of due) {
    // Claim it: only the process whose update moved this exact due_at sends it.
    const claimed = await claimPendingMail(deps.db, {
      id: mail.id,
      dueAt: mail.due_at,
      nextDueAt: new Date(deps.now.getTime() + SENDING_MS).toISOString(),
    });
    if (!claimed) continue;
    await sendQueuedConfirmation(deps, { id: mail.id, bookingId: mail.booking_id });
    sent += 1;
  }
  return sent;
}
