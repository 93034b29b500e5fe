import { z } from 'zod';
import { BLOG_LIMITS, BLOG_MESSAGES, tooLong } from './blog-messages';
import { BLOG_CATEGORIES_FORM } from './sports';

/*
 * The blog (owner-admin.md §2, §3, §5, §7, §8): the admin's posts and the public page. The spec's
 * own words where it has them; ours, in the same voice, where it is silent.
 */
export { BLOG_LIMITS, BLOG_MESSAGES };

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
  is_featured: z
    .enum(['true', 'false'], { error: BLOG_MESSAGES.featuredInvalid })
    .default('false')
    .transform((value) => value === 'true'),
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
export const blogSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  blog: blogPostSchema,
});
export const blogDeletedResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** Slugs are lower-case words joined by dashes (see slugify in @app/domain). */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
