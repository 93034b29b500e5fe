// Loaded on demand by get-blogs.ts, so zod is not part of the blog page's first download.
export { blogListResponseSchema } from '@app/contracts';
