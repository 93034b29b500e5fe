import { blogDetailResponseSchema, type BlogPost } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/blogs/{slug}/: one article, for its own page. */
export async function fetchBlogArticle(slug: string, signal?: AbortSignal): Promise<BlogPost> {
  const answer = await api.get<unknown>(`/blogs/${encodeURIComponent(slug)}/`, { signal });
  return blogDetailResponseSchema.parse(answer).blog;
}

export function getBlogArticleQueryOptions(slug: string) {
  return queryOptions({
    queryKey: queryKeys.blog.article(slug),
    queryFn: ({ signal }) => fetchBlogArticle(slug, signal),
    retry: false,
  });
}

export function useBlogArticle(slug: string) {
  return useQuery(getBlogArticleQueryOptions(slug));
}
