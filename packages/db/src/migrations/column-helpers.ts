import { PostgresAdapter, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';

/*
 * Helpers used only by migrations. Migrations are frozen in time: they use Kysely<any> and never
 * import application code, so this file must stay as it is once a migration depends on it.
 */

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-incrementing integer primary key that works on both engines. */
export function withId(db: Kysely<any>, table: CreateTableBuilder<any, any>) {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

/** A 0/1 integer flag: booleans read the same from both engines. */
export const flag = (defaultValue: 0 | 1) => (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(defaultValue);
