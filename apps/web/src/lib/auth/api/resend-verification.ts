import { AUTH_MESSAGES, messageResponseSchema } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api-client';
import { serverErrorText } from '../../api-error-text';
import { lazyToast } from '@/lib/lazy-toast';

/** POST /api/auth/resend-verification: the server answers the same for any address. */
export async function resendVerification(email: string): Promise<string> {
  const answer = await api.post<unknown>('/auth/resend-verification', { email });
  return messageResponseSchema.parse(answer).message;
}

/**
 * Shared by the login toast and the account-area banner (two features), hence in lib. Reports the
 * outcome as a toast, because both places offer it as a one-click action.
 */
export function useResendVerification() {
  return useMutation({
    mutationFn: resendVerification,
    onSuccess: (message) => lazyToast.success(message || AUTH_MESSAGES.verificationResent),
    onError: (error) => lazyToast.error(serverErrorText(error) ?? AUTH_MESSAGES.somethingWentWrong),
  });
}
