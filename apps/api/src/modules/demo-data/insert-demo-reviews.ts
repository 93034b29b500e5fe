import type { Database } from '@app/db';
import { seededRandom } from '@app/domain';
import type { Transaction } from 'kysely';
import { insertDemoRows } from './demo-data-repository';
import type { InsertedBooking } from './insert-demo-bookings';

/*
 * Reviews of played demo bookings (issue 33 §18), so a visitor sees ratings as the product will have
 * them rather than "–" everywhere. Nine in ten played bookings are rated, a day or two after the game,
 * 3 to 5 stars with a few words — except the main demo player's three most recent games, which the
 * walkthrough (and its browser test) rates from My bookings.
 */
const COMMENTS: Record<3 | 4 | 5, readonly string[]> = {
  5: [
    'Great courts and friendly staff.',
    'Spotless changing rooms, will book again.',
    'Perfect surface and easy to find.',
    'Brilliant evening game, the lights were excellent.',
    'Booked on the day and everything was ready when we arrived.',
    'Best pitch we have played on this season.',
  ],
  4: [
    'Good value, parking was a bit tight.',
    'Nice venue, we started a few minutes late.',
    'Solid pitches; the café was closed.',
    'Friendly welcome, showers could be warmer.',
    '',
  ],
  3: [
    'Fine for a casual game, the nets need replacing.',
    'Decent, but the changing rooms were busy.',
    'OK surface, a little slippery after rain.',
    '',
  ],
};

const UNRATED_FOR_THE_WALKTHROUGH = 3;

export interface ReviewContext {
  trx: Transaction<Database>;
  now: Date;
  /** The demo player whose latest played bookings stay unrated. */
  walkthroughPlayerId: number;
  venueIds: ReadonlyMap<string, number>;
}

export async function insertDemoReviews(context: ReviewContext, bookings: readonly InsertedBooking[]): Promise<number> {
  const random = seededRandom(20_261_133);
  const played = bookings.filter(({ plan }) => plan.kind === 'past' && plan.endsAt.getTime() < context.now.getTime());
  const leftToRate = new Set(
    played
      .filter(({ playerId }) => playerId === context.walkthroughPlayerId)
      .sort((a, b) => b.plan.endsAt.getTime() - a.plan.endsAt.getTime())
      .slice(0, UNRATED_FOR_THE_WALKTHROUGH)
      .map(({ id }) => id),
  );
  // Each venue's reviews take the next comment of their rating's list, so a venue never repeats one.
  const said = new Map<string, number>();
  const rows = played.flatMap(({ id, plan, playerId }) => {
    if (leftToRate.has(id) || random() >= 0.9) return [];
    const rating = (random() < 0.55 ? 5 : random() < 0.75 ? 4 : 3) as 3 | 4 | 5;
    const comments = COMMENTS[rating];
    const key = `${plan.venueKey}|${rating}`;
    const next = said.get(key) ?? Math.floor(random() * comments.length);
    said.set(key, next + 1);
    const after = Math.min(plan.endsAt.getTime() + (1 + Math.floor(random() * 47)) * 3_600_000, context.now.getTime());
    return [
      {
        booking_id: id,
        venue_id: context.venueIds.get(plan.venueKey)!,
        user_id: playerId,
        rating,
        comment: comments[next % comments.length]!,
        created_at: new Date(after).toISOString(),
      },
    ];
  });
  await insertDemoRows(context.trx, 'reviews', rows);
  return rows.length;
}
