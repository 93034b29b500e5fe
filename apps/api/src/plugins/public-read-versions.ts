import type { Database } from '@app/db';
import { sql, type Kysely } from 'kysely';

/**
 * The public read cache's change counters in the database, for several server processes on one
 * database (docs/decisions/0019). Every invalidation bumps its scope's counter after the write it
 * follows has committed; an answer is stamped with the counters read before it was computed and is
 * served again only while they are unchanged. A process therefore never serves an answer another
 * process made stale, whichever process a client's next request reaches.
 */
export interface PublicReadVersions {
  /** The stamp of the counters an answer about `venueId` (or about no venue) depends on. */
  stamp(venueId: number | null): Promise<string>;
  bump(venueId: number | null): Promise<void>;
}

const scopeOf = (venueId: number | null) => (venueId === null ? 'all' : `venue:${venueId}`);

export function databaseReadVersions(db: Kysely<Database>): PublicReadVersions {
  return {
    async stamp(venueId) {
      const scopes = venueId === null ? ['all'] : ['all', scopeOf(venueId)];
      const rows = await db.selectFrom('public_read_versions').select(['scope', 'version']).where('scope', 'in', scopes).execute();
      return scopes.map((scope) => rows.find((row) => row.scope === scope)?.version ?? 0).join(':');
    },
    async bump(venueId) {
      await db
        .insertInto('public_read_versions')
        .values({ scope: scopeOf(venueId), version: 1 })
        .onConflict((conflict) => conflict.column('scope').doUpdateSet({ version: sql<number>`public_read_versions.version + 1` }))
        .execute();
    },
  };
}
