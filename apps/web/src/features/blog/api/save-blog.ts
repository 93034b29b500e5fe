import { blogSavedResponseSchema } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { BlogFormValues } from '../lib/blog-form';

export interface SaveBlogInput {
  /** Absent when creating. */
  id?: number;
  values: BlogFormValues;
  /** Required on create, optional on edit (owner-admin.md §5). */
  image: File | null;
}

/** POST /api/blogs/ or PUT /api/blogs/{id}/ as multipart, the spec's fields (owner-admin.md §7). */
export async function saveBlog({ id, values, image }: SaveBlogInput) {
  const form = new FormData();
  form.set('title', values.title);
  form.set('excerpt', values.excerpt);
  form.set('content', values.content);
  form.set('author', values.author);
  form.set('category', values.category);
  form.set('is_featured', values.isFeatured ? 'true' : 'false');
  if (image) form.set('image', image);
  const answer =
    id === undefined ? await api.post<unknown>('/blogs/', form) : await api.put<unknown>(`/blogs/${id}/`, form);
  return blogSavedResponseSchema.parse(answer);
}

export function useSaveBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBlog,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.blog.all() }),
  });
}
