import { messageResponseSchema, type RegisterRequest } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/auth/register: creates the account and mails the verification link; does not sign in. */
export async function register(payload: RegisterRequest): Promise<string> {
  const answer = await api.post<unknown>('/auth/register', payload);
  return messageResponseSchema.parse(answer).message;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
