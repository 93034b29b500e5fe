import { blogDeletedResponseSchema } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/blogs/{id}/: the post and its image. */
export async function deleteBlog(id: number) {
  return blogDeletedResponseSchema.parse(await api.delete<unknown>(`/blogs/${id}/`));
}

export function useDeleteBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlog,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.blog.all() }),
  });
}
