import { groupThousands } from './money';
import { BLOG_CATEGORIES_FORM } from './sports';

/*
 * The blog's limits and words (owner-admin.md §2, §3, §5, §7, §8), apart from its schemas: the
 * public blog page shows these without loading zod (docs/decisions/0032).
 */
export const BLOG_LIMITS = { title: 150, excerpt: 300, content: 50_000, author: 80 } as const;

/** Also the schemas' message for an over-long field. */
export const tooLong = (field: keyof typeof BLOG_LIMITS) =>
  `The ${field} may be at most ${groupThousands(BLOG_LIMITS[field])} characters.`;

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
