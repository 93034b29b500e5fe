import type { Database } from '@app/db';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { createUser, loginAs } from './accounts';
import { createVenue } from './venue-fixtures';

/**
 * The people the money tests start with: owner@example.com with one Tennis court at `pricePence` an
 * hour, the players named (key `pat` is pat@example.com, its value the full name), and
 * admin@example.com; everyone signed in, their tokens under the same keys.
 */
export async function moneyCast<Player extends string>(
  app: FastifyInstance,
  db: Kysely<Database>,
  input: { venueName: string; pricePence: number; players: Record<Player, string> },
): Promise<{ venueId: number; tokens: Record<Player | 'owner' | 'admin', string> }> {
  const players = Object.entries(input.players) as [Player, string][];
  const owner = await createUser(db, { email: 'owner@example.com', role: 'venue_owner' });
  for (const [key, name] of players) await createUser(db, { email: `${key}@example.com`, name });
  await createUser(db, { email: 'admin@example.com', role: 'admin' });
  const venueId = await createVenue(db, {
    name: input.venueName,
    ownerId: owner.id,
    sports: [{ sport: 'Tennis', pricePence: input.pricePence }],
  });
  const tokens = { owner: await loginAs(app, 'owner@example.com') } as Record<Player | 'owner' | 'admin', string>;
  for (const [key] of players) tokens[key] = await loginAs(app, `${key}@example.com`);
  tokens.admin = await loginAs(app, 'admin@example.com');
  return { venueId, tokens };
}
