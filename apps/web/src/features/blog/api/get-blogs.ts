import type { BlogPost } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/blogs/: every post, newest first (admins also receive the Markdown source). The schema
 * (and zod) load with the answer: the blog page's first list arrives inside the HTML (src/prerender).
 */
export async function fetchBlogs(signal?: AbortSignal): Promise<BlogPost[]> {
  const [answer, { blogListResponseSchema }] = await Promise.all([
    api.get<unknown>('/blogs/', { signal }),
    import('./blog-list-schema'),
  ]);
  return blogListResponseSchema.parse(answer).blogs;
}

export function getBlogsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.blog.list(), queryFn: ({ signal }) => fetchBlogs(signal) });
}

export function useBlogs() {
  return useQuery(getBlogsQueryOptions());
}
