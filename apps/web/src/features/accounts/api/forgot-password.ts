import { messageResponseSchema } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/auth/forgot-password: the same answer whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<string> {
  const answer = await api.post<unknown>('/auth/forgot-password', { email });
  return messageResponseSchema.parse(answer).message;
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
