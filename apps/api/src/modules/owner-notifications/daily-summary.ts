import { VENUE_TIME_ZONE } from '@app/contracts';
import { isUniqueViolation } from '@app/db';
import { addDays, toZonedParts } from '@app/domain';
import type { ServiceDeps } from '../../service-deps';
import {
  findOwnerAddress,
  insertSummaryClaim,
  markSummarySent,
  ownersWithSummaryEvents,
  releaseSummaryClaim,
  summaryEvents,
  summarySent,
  takeOverSummaryClaim,
} from './owner-event-repository';
import { ownerSummaryMail, readOwnerEventDetails } from './owner-mails';

/*
 * The owners' daily summary (docs/decisions/0057): from SUMMARY_FROM_HOUR in London each day, the
 * minute sweep sends every owner who chose 'daily' one e-mail listing the previous London day's events
 * per venue. An owner's day is claimed in the database before its mail is composed (a row per owner and
 * day, unique), so two servers, or two runs, never send one owner two summaries of a day; a claim whose
 * sender failed is let go, and one whose sender died is taken over once its time is up.
 */
export const SUMMARY_FROM_HOUR = 6;
/** How long a claimed summary is its sender's alone. */
const CLAIM_MS = 5 * 60_000;

export type SummaryDeps = Pick<ServiceDeps, 'db' | 'now' | 'publicUrl' | 'deliverMail' | 'log'>;

/** The London day whose summaries are due at `now`, or null before SUMMARY_FROM_HOUR. */
export function summaryDayAt(now: Date): string | null {
  const parts = toZonedParts(now, VENUE_TIME_ZONE);
  if (parts.hour < SUMMARY_FROM_HOUR) return null;
  return addDays(parts.date, -1);
}

/** Sends the summaries due; answers how many this run sent. */
export async function sweepOwnerSummaries(deps: SummaryDeps): Promise<number> {
  const day = summaryDayAt(deps.now);
  if (!day) return 0;
  let sent = 0;
  for (const ownerId of await ownersWithSummaryEvents(deps.db, day)) {
    if (await summarySent(deps.db, ownerId, day)) continue;
    if (!(await claimSummary(deps, ownerId, day))) continue;
    if (await sendSummary(deps, ownerId, day)) sent += 1;
  }
  return sent;
}

async function claimSummary(deps: SummaryDeps, ownerId: number, day: string): Promise<boolean> {
  const claimedUntil = new Date(deps.now.getTime() + CLAIM_MS).toISOString();
  try {
    await insertSummaryClaim(deps.db, { ownerId, day, claimedUntil });
    return true;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return takeOverSummaryClaim(deps.db, { ownerId, day, now: deps.now.toISOString(), claimedUntil });
  }
}

async function sendSummary(deps: SummaryDeps, ownerId: number, day: string): Promise<boolean> {
  try {
    const owner = await findOwnerAddress(deps.db, ownerId);
    const events = await summaryEvents(deps.db, ownerId, day);
    if (owner && !owner.deleted_at && events.length > 0) {
      await deps.deliverMail({
        to: owner.email,
        ...ownerSummaryMail({
          ownerName: owner.name,
          day,
          events: events.map((event) => ({ type: event.type, details: readOwnerEventDetails(event.details) })),
          dashboardUrl: `${deps.publicUrl}/venue-dashboard`,
        }),
      });
    }
    await markSummarySent(deps.db, ownerId, day, deps.now.toISOString());
    return true;
  } catch (error) {
    deps.log.warn({ err: error, ownerId, day }, 'daily summary not sent yet; the next run retries it');
    await releaseSummaryClaim(deps.db, ownerId, day, deps.now.toISOString()).catch(() => undefined);
    return false;
  }
}
