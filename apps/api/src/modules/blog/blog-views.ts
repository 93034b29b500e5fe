import { VENUE_TIME_ZONE, type BlogPost } from '@app/contracts';
import { renderMarkdown, toZonedParts } from '@app/domain';
import type { BlogRow } from './blog-repository';

/**
 * A post as the API answers it. `content` is HTML rendered here from the Markdown by the allow-list
 * renderer, so what the page inserts is safe whatever the author typed; the Markdown source goes to
 * admins only (`withSource`), for the edit form.
 */
export function toBlogPost(row: BlogRow, options: { withSource: boolean }): BlogPost {
  return {
    id: row.id,
    slug: row.slug ?? String(row.id),
    title: row.title,
    excerpt: row.excerpt,
    content: renderMarkdown(row.content),
    ...(options.withSource ? { markdown: row.content } : {}),
    author: row.author,
    category: row.category,
    is_featured: row.is_featured === 1,
    image: row.image,
    read_time: row.read_time,
    created_at: row.created_at,
    updated_at: row.updated_at,
    date: toZonedParts(new Date(row.created_at), VENUE_TIME_ZONE).date,
  };
}
