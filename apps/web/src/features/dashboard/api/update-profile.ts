import { userResponseSchema, type ProfileUpdate } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuth, type AuthUser } from '@/lib/auth';

/** The profile fields a player edits here; favourite sports travel as `preferredSports` (player.md §3). */
export type ProfileChanges = Pick<
  ProfileUpdate,
  'name' | 'phone' | 'location' | 'preferredSports' | 'marketingPreference' | 'dateOfBirth'
>;

/** PATCH /api/auth/users/{id}/profile (JSON): answers the updated user. */
export async function updateProfile(userId: number, changes: ProfileChanges): Promise<AuthUser> {
  const answer = await api.patch<unknown>(`/auth/users/${userId}/profile`, changes);
  return userResponseSchema.parse(answer).user;
}

/**
 * The answer replaces the stored user, which also refreshes the current-user query (['auth', 'me']),
 * so the header and every screen show the change at once.
 */
export function useUpdateProfile() {
  const { user, updateUser } = useAuth();
  return useMutation({
    mutationFn: (changes: ProfileChanges) => {
      if (!user) throw new Error('Not signed in');
      return updateProfile(user.id, changes);
    },
    onSuccess: updateUser,
  });
}
