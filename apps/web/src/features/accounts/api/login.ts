import { loginResponseSchema } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AuthUser } from '@/lib/auth';

export interface LoginInput {
  email: string;
  password: string;
}

/** POST /api/auth/login: the user and an opaque token ('Token <token>' on later calls). */
export async function login(input: LoginInput): Promise<{ user: AuthUser; token: string }> {
  const answer = await api.post<unknown>('/auth/login', input);
  const { user, token } = loginResponseSchema.parse(answer);
  return { user, token };
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
