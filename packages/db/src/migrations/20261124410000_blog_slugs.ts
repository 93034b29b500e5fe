import type { Kysely } from 'kysely';

/*
 * The blog (issue 13): each post gets its own URL, /blog/{slug}. The slug is made from the title when
 * the post is created and never changes with later edits, so shared links keep working. Posts that
 * already exist get theirs here. SQLite cannot add a NOT NULL column without a default, so the column
 * is nullable and the application always writes it; the unique index keeps URLs one-to-one.
 */
function slugFromTitle(title: string): string {
  // Frozen copy of the rule at the time of this migration (migrations never import app code).
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'post';
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('blog_posts').addColumn('slug', 'text').execute();
  const posts: { id: number; title: string }[] = await db
    .selectFrom('blog_posts')
    .select(['id', 'title'])
    .orderBy('id')
    .execute();
  const taken = new Set<string>();
  for (const post of posts) {
    const base = slugFromTitle(post.title);
    let slug = base;
    for (let suffix = 2; taken.has(slug); suffix += 1) slug = `${base}-${suffix}`;
    taken.add(slug);
    await db.updateTable('blog_posts').set({ slug }).where('id', '=', post.id).execute();
  }
  await db.schema.createIndex('blog_posts_slug_idx').on('blog_posts').column('slug').unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('blog_posts_slug_idx').ifExists().execute();
  await db.schema.alterTable('blog_posts').dropColumn('slug').execute();
}
