import type { BLOG_CATEGORIES_PUBLIC, BlogPost } from '@app/contracts';

/*
 * The public page's search and category chips (owner-admin.md §2): filtering happens in the browser
 * over the posts already loaded, so typing answers at once.
 */

export type BlogCategoryFilter = (typeof BLOG_CATEGORIES_PUBLIC)[number];

type Searchable = Pick<BlogPost, 'title' | 'excerpt' | 'author' | 'category'>;

function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Posts in the category whose title, excerpt, author or category holds every word of the query. */
export function filterBlogPosts<Post extends Searchable>(
  posts: readonly Post[],
  query: string,
  category: BlogCategoryFilter,
): Post[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  return posts.filter((post) => {
    if (category !== 'All' && post.category !== category) return false;
    const haystack = normalise([post.title, post.excerpt, post.author, post.category].join(' '));
    return words.every((word) => haystack.includes(word));
  });
}

/**
 * The article shown large: the newest post marked featured, otherwise the newest post. The rest are
 * the recent articles. Posts arrive newest first.
 */
export function splitFeatured<Post extends Pick<BlogPost, 'is_featured'>>(
  posts: readonly Post[],
): { featured: Post | null; recent: Post[] } {
  const featured = posts.find((post) => post.is_featured) ?? posts[0] ?? null;
  return { featured, recent: posts.filter((post) => post !== featured) };
}
