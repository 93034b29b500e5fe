import type { Database } from '@app/db';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';

/* The only Kysely code of the blog. */

export type BlogRow = Selectable<Database['blog_posts']>;

export function listBlogRows(db: Kysely<Database>): Promise<BlogRow[]> {
  return db.selectFrom('blog_posts').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export function findBlogRow(db: Kysely<Database>, id: number): Promise<BlogRow | undefined> {
  return db.selectFrom('blog_posts').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findBlogRowBySlug(db: Kysely<Database>, slug: string): Promise<BlogRow | undefined> {
  return db.selectFrom('blog_posts').selectAll().where('slug', '=', slug).executeTakeFirst();
}

/** The slugs already taken by `base` and its numbered variants (base-2, base-3, …). */
export async function slugsStartingWith(db: Kysely<Database>, base: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('blog_posts')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  return new Set(rows.map((row) => row.slug).filter((slug): slug is string => slug !== null));
}

export async function insertBlogRow(db: Kysely<Database>, row: Insertable<Database['blog_posts']>): Promise<number> {
  const inserted = await db.insertInto('blog_posts').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateBlogRow(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<Database['blog_posts']>,
): Promise<void> {
  await db.updateTable('blog_posts').set(changes).where('id', '=', id).execute();
}

export async function deleteBlogRow(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('blog_posts').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
