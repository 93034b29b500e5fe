import { BLOG_SLUG_PATTERN } from '@app/contracts';
import type { Database } from '@app/db';
import { escapeHtml } from '@app/domain';
import type { Kysely } from 'kysely';
import { findBlogRowBySlug } from './blog-repository';

/*
 * Crawlers and link previews (search engines, chat apps, social sites) read the HTML of /blog/{slug}
 * without running the app's JavaScript, so the server writes the article's title, description and
 * Open Graph tags into the page it serves for that URL. Everything else keeps the app's own head.
 */

const SITE_NAME = 'Sports Booking';
const ARTICLE_PATH = /^\/blog\/([^/?#]+)\/?(?:[?#].*)?$/;

export interface PageHead {
  /** Replaces the document's <title>. */
  title: string;
  /** Meta and link tags added to <head>, already escaped. */
  tags: string;
}

/** The head of an article page, or null when the path is not an article that exists. */
export async function blogPageHead(db: Kysely<Database>, publicUrl: string, url: string): Promise<PageHead | null> {
  const match = ARTICLE_PATH.exec(url);
  if (!match) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
  if (!BLOG_SLUG_PATTERN.test(slug)) return null;
  const post = await findBlogRowBySlug(db, slug);
  if (!post) return null;

  const title = `${post.title} | ${SITE_NAME} Blog`;
  const pageUrl = `${publicUrl}/blog/${slug}`;
  const image = post.image ? (/^https?:\/\//i.test(post.image) ? post.image : `${publicUrl}${post.image}`) : null;
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  const tags = [
    meta('name', 'description', post.excerpt),
    `<link rel="canonical" href="${escapeHtml(pageUrl)}">`,
    meta('property', 'og:type', 'article'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', post.title),
    meta('property', 'og:description', post.excerpt),
    meta('property', 'og:url', pageUrl),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('property', 'article:published_time', post.created_at),
    meta('property', 'article:author', post.author),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
  ].join('\n    ');
  return { title, tags };
}

/**
 * The app's index.html with the page's head: its <title> replaced and the tags added before </head>.
 * The app's own description is dropped so a page never carries two.
 */
export function withPageHead(indexHtml: string, head: PageHead): string {
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/i, `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '')
    .replace(/<\/head>/i, `    ${head.tags}\n  </head>`);
}
