import type { Kysely } from 'kysely';

/*
 * A live venue's change of name, location or address waits for an admin (issue 30 §6,
 * docs/decisions/0056): the approved listing stays on sale with its old details, and the change sits
 * here, one per venue, until an admin approves it (it is then written to the venue, whose triggers tell
 * every cache, 0053) or rejects it (kept, `rejected`, with the admin's note, for the owner to read).
 * The coordinates are found when the owner saves, so a place that cannot be found is refused then.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('venue_pending_changes')
    .addColumn('venue_id', 'integer', (c) => c.primaryKey().references('venues.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('latitude', 'real')
    .addColumn('longitude', 'real')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('submitted_by', 'integer')
    .addColumn('submitted_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('decision_notes', 'text')
    .execute();
  await db.schema
    .createIndex('venue_pending_changes_status_idx')
    .on('venue_pending_changes')
    .column('status')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('venue_pending_changes').ifExists().execute();
}
