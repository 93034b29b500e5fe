import { BLOG_MESSAGES as M } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { blogFieldErrors, blogFormProblem, EMPTY_BLOG_FORM } from '@/features/blog/lib/blog-form';
import { filterBlogPosts, splitFeatured } from '@/features/blog/lib/blog-filters';

const post = (
  id: number,
  overrides: Partial<{ title: string; excerpt: string; author: string; category: string; is_featured: boolean }> = {},
) => ({
  id,
  title: `Post ${id}`,
  excerpt: 'An excerpt',
  author: 'Emma Clarke',
  category: 'Guides',
  is_featured: false,
  ...overrides,
});

describe('blog search and category chips', () => {
  const posts = [
    post(1, { title: 'How to Choose the Right Tennis Court Surface' }),
    post(2, { title: 'Five-a-Side in London', category: 'Venues', author: 'Marcus Bell' }),
    post(3, { title: 'Squash warm-ups', category: 'Tips', excerpt: 'Protect your knees' }),
  ];

  it('shows everything for All and no query', () => {
    expect(filterBlogPosts(posts, '', 'All')).toEqual(posts);
  });

  it('matches every word of the query in title, excerpt, author or category, ignoring case and accents', () => {
    expect(filterBlogPosts(posts, 'TENNIS surface', 'All').map((p) => p.id)).toEqual([1]);
    expect(filterBlogPosts(posts, 'marcus', 'All').map((p) => p.id)).toEqual([2]);
    expect(filterBlogPosts(posts, 'knées', 'All').map((p) => p.id)).toEqual([3]);
    expect(filterBlogPosts(posts, 'venues', 'All').map((p) => p.id)).toEqual([2]);
    expect(filterBlogPosts(posts, 'tennis london', 'All')).toEqual([]);
  });

  it('filters by category, and News matches nothing until posts have it', () => {
    expect(filterBlogPosts(posts, '', 'Tips').map((p) => p.id)).toEqual([3]);
    expect(filterBlogPosts(posts, 'tennis', 'Tips')).toEqual([]);
    expect(filterBlogPosts(posts, '', 'News')).toEqual([]);
  });

  it('features the newest featured post, else the newest, and lists the rest as recent', () => {
    const withFeatured = [post(5), post(4, { is_featured: true }), post(3, { is_featured: true })];
    expect(splitFeatured(withFeatured)).toEqual({
      featured: withFeatured[1],
      recent: [withFeatured[0], withFeatured[2]],
    });
    const noneFeatured = [post(2), post(1)];
    expect(splitFeatured(noneFeatured)).toEqual({ featured: noneFeatured[0], recent: [noneFeatured[1]] });
    expect(splitFeatured([])).toEqual({ featured: null, recent: [] });
  });
});

describe('blog form checks', () => {
  const filled = { title: 'T', excerpt: 'E', content: 'C', author: 'A', category: 'Tips' as const, isFeatured: false };

  it('asks for every required field and a category, in the API words', () => {
    expect(blogFormProblem(EMPTY_BLOG_FORM, { creating: true, hasImage: true })).toBe(M.requiredFields);
    expect(blogFormProblem({ ...filled, author: '  ' }, { creating: true, hasImage: true })).toBe(M.requiredFields);
    expect(blogFormProblem({ ...filled, category: '' }, { creating: true, hasImage: true })).toBe(M.categoryInvalid);
    expect(blogFormProblem({ ...filled, title: 'x'.repeat(151) }, { creating: true, hasImage: true })).toBe(
      M.titleTooLong,
    );
  });

  it('requires an image on create only', () => {
    expect(blogFormProblem(filled, { creating: true, hasImage: false })).toBe(M.imageRequired);
    expect(blogFormProblem(filled, { creating: false, hasImage: false })).toBeNull();
  });

  it('marks each field with its own problem', () => {
    expect(blogFieldErrors(EMPTY_BLOG_FORM, { creating: true, hasImage: false })).toEqual({
      title: M.fieldRequired,
      excerpt: M.fieldRequired,
      content: M.fieldRequired,
      author: M.fieldRequired,
      category: M.categoryInvalid,
      image: M.imageRequired,
    });
    expect(blogFieldErrors({ ...filled, excerpt: 'x'.repeat(301) }, { creating: false, hasImage: false })).toEqual({
      excerpt: M.excerptTooLong,
    });
  });
});
