import { userResponseSchema } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuth, type AuthUser } from '@/lib/auth';

/** The server's limit (it re-encodes to WebP); checked here too so a big file is refused before upload. */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** PATCH /api/auth/users/{id}/profile (multipart, one file field `profileImage`): answers the updated user. */
export async function uploadProfileImage(userId: number, file: File): Promise<AuthUser> {
  const body = new FormData();
  body.append('profileImage', file);
  const answer = await api.patch<unknown>(`/auth/users/${userId}/profile`, body);
  return userResponseSchema.parse(answer).user;
}

export function useUploadProfileImage() {
  const { user, updateUser } = useAuth();
  return useMutation({
    mutationFn: (file: File) => {
      if (!user) throw new Error('Not signed in');
      return uploadProfileImage(user.id, file);
    },
    onSuccess: updateUser,
  });
}
