import type { Database } from '@app/db';
import { seededRandom } from '@app/domain';
import type { Transaction } from 'kysely';
import type { InsertedBooking } from './insert-demo-bookings';

/*
 * Reviews of played demo bookings (issue 33 §18), so a visitor sees ratings as the product will have
 * them rather than "–" everywhere. About two in three played bookings are rated, a day or two after the
 * game, 3 to 5 stars with a few words. The main demo player ('player') rates none of theirs: the
 * walkthrough (and its browser test) rates a played booking from My bookings.
 */
const COMMENTS: Record<3 | 4 | 5, readonly string[]> = {
  5: ['Great courts and friendly staff.', 'Spotless changing rooms, will book again.', 'Perfect surface and easy to find.', 'Brilliant evening game, lights were excellent.'],
  4: ['Good value, parking was a bit tight.', 'Nice venue, started a few minutes late.', 'Solid pitches; the café was closed.', ''],
  3: ['Fine for a casual game, nets need replacing.', 'Decent, but the changing rooms were busy.', ''],
};

export interface ReviewContext {
  trx: Transaction<Database>;
  now: Date;
  /** The demo player whose played bookings stay unrated. */
  walkthroughPlayerId: number;
  venueIds: ReadonlyMap<string, number>;
}

export async function insertDemoReviews(context: ReviewContext, bookings: readonly InsertedBooking[]): Promise<number> {
  const random = seededRandom(20_261_133);
  const played = bookings.filter(({ plan, playerId }) => plan.kind === 'past' && playerId !== context.walkthroughPlayerId && plan.endsAt.getTime() < context.now.getTime());
  const rows = played.flatMap(({ id, plan, playerId }) => {
    if (random() >= 0.65) return [];
    const rating = (random() < 0.55 ? 5 : random() < 0.75 ? 4 : 3) as 3 | 4 | 5;
    const comments = COMMENTS[rating];
    const after = Math.min(plan.endsAt.getTime() + (1 + Math.floor(random() * 47)) * 3_600_000, context.now.getTime());
    return [{ booking_id: id, venue_id: context.venueIds.get(plan.venueKey)!, user_id: playerId, rating, comment: comments[Math.floor(random() * comments.length)]!, created_at: new Date(after).toISOString() }];
  });
  for (let start = 0; start < rows.length; start += 200) await context.trx.insertInto('reviews').values(rows.slice(start, start + 200)).execute();
  return rows.length;
}
