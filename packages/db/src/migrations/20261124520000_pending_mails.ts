import type { Kysely } from 'kysely';
import { withId } from './column-helpers';

/*
 * Mails that must not be lost (docs/decisions/0031): a booking's confirmation is written here in the
 * transaction that confirms the booking and deleted once sent, so it goes out after the answer but a
 * crash in between cannot drop it — the periodic sweep sends whatever is still here once `due_at`
 * has passed (a sender pushes `due_at` ahead while it works, so two never send one mail at once).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('pending_mails'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('booking_id', 'integer', (c) => c.notNull())
    .addColumn('due_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pending_mails_due_idx').on('pending_mails').column('due_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pending_mails').ifExists().execute();
}
