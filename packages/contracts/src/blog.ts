import { z } from 'zod';
import { BLOG_CATEGORIES_FORM } from './sports';

/*
 * The blog (owner-admin.md §2, §3, §5, §7, §8): the admin's posts and the public page. The spec's
 * own words where it has them; ours, in the same voice, where it is silent.
 */
export const BLOG_LIMITS = { title: 150, excerpt: 300, content: 50_000, author: 80 } as const;

const tooLong = (field: keyof typeof BLOG_LIMITS) => `The ${field} may be at most ${BLOG_LIMITS[field].toLocaleString('en-GB')} characters.`;

export const BLOG_MESSAGES = {
  // Admin (§8).
  fetchFailed: 'Failed to fetch blogs',
  deleted: 'Blog deleted',
  created: 'Blog created',
  updated: 'Blog updated',
  deleteFailed: 'Failed to delete blog',
  saveFailed: 'Failed to save blog',
  // Public page (§8).
  loadFailed: 'Failed to load blogs',
  noMatches: 'No matching articles found.',
  noBlogs: 'No blogs found.',
  // The form (§5) and the API's refusals.
  requiredFields: 'Please fill in all required fields',
  fieldRequired: 'This field is required.',
  categoryInvalid: `Please choose a category: ${BLOG_CATEGORIES_FORM.join(', ')}.`,
  imageRequired: 'Please add an image for the post.',
  featuredInvalid: "is_featured must be 'true' or 'false'.",
  titleTooLong: tooLong('title'),
  excerptTooLong: tooLong('excerpt'),
  contentTooLong: tooLong('content'),
  authorTooLong: tooLong('author'),
  multipartRequired: 'Send the post as multipart/form-data.',
  imageFieldOnly: 'Only one file may be sent, in the field named image.',
  notFound: 'Blog not found',
  articleNotFound: 'Article not found',
  deleteConfirm: (title: string) => `Delete "${title}"? This cannot be undone.`,
} as const;

const required = (field: keyof typeof BLOG_LIMITS) =>
  z
    .string({ error: BLOG_MESSAGES.requiredFields })
    .trim()
    .min(1, BLOG_MESSAGES.requiredFields)
    .max(BLOG_LIMITS[field], tooLong(field));

/** The text fields of POST and PUT /api/blogs/ (multipart, so every value arrives as a string). */
export const blogFormFieldsSchema = z.object({
  title: required('title'),
  excerpt: required('excerpt'),
  content: required('content'),
  author: required('author'),
  category: z.enum(BLOG_CATEGORIES_FORM, { error: BLOG_MESSAGES.categoryInvalid }),
  is_featured: z.enum(['true', 'false'], { error: BLOG_MESSAGES.featuredInvalid }).default('false').transform((value) => value === 'true'),
});
export type BlogFormFields = z.output<typeof blogFormFieldsSchema>;

/**
 * A post as the API answers it. `content` is the article as safe HTML (rendered server-side from the
 * Markdown with an allow-list of tags); `markdown` is the source, sent to admins only, for editing.
 */
export const blogPostSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  markdown: z.string().optional(),
  author: z.string(),
  category: z.string(),
  is_featured: z.boolean(),
  image: z.string().nullable(),
  read_time: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The publication day, YYYY-MM-DD (UK time). */
  date: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogListResponseSchema = z.object({ success: z.literal(true), blogs: z.array(blogPostSchema) });
export const blogDetailResponseSchema = z.object({ success: z.literal(true), blog: blogPostSchema });
export const blogSavedResponseSchema = z.object({ success: z.literal(true), message: z.string(), blog: blogPostSchema });
export const blogDeletedResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** Slugs are lower-case words joined by dashes (see slugify in @app/domain). */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
