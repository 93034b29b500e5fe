import { AUTH_MESSAGES, cleanEmail } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField, FormMessage } from '@/components/ui/form-field';
import { serverErrorText } from '@/lib/api-error-text';
import { useAuth, useResendVerification } from '@/lib/auth';
import { useLogin } from '../api/login';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { PasswordInput } from './password-input';
import { EmailAddressField } from './email-address-field';

const UNVERIFIED_LOGIN_NOTICE = 'Please verify your email address. Check your inbox for the link we sent you.';

interface LoginFormProps {
  /** Keeps ids unique and tells the player and owner forms apart. */
  idPrefix: string;
  /** Opens the forgot-password popup at once (links from an expired reset page). */
  forgotPasswordOpen?: boolean;
}

/**
 * Email and password login, shared by /login and /venue-auth. It only signs in: the signed-out
 * route guard then sends the user on (venue page, owner dashboard or /dashboard).
 */
export function LoginForm({ idPrefix, forgotPasswordOpen = false }: LoginFormProps) {
  const { signIn } = useAuth();
  const login = useLogin();
  const resend = useResendVerification();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [forgotOpen, setForgotOpen] = useState(forgotPasswordOpen);
  const errorId = `${idPrefix}-login-error`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    login.mutate(
      { email: cleanEmail(email), password },
      {
        onSuccess: ({ user, token }) => {
          if (!user.emailVerified) {
            // Logging in works before verification; the reminder travels with the user (toasts
            // outlive the page) and the account area shows a banner too.
            toast.warning(UNVERIFIED_LOGIN_NOTICE, {
              duration: 10_000,
              action: { label: 'Resend verification email', onClick: () => resend.mutate(user.email) },
            });
          }
          signIn(token, user);
        },
        onError: (failure) => {
          const text = serverErrorText(failure);
          setError(text ?? AUTH_MESSAGES.invalidCredentials);
          // No words from the server (network, crash): the toast says it is worth trying again.
          if (!text) toast.error(AUTH_MESSAGES.loginFailedToast);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <EmailAddressField
        id={`${idPrefix}-email`}
        value={email}
        onChange={setEmail}
        describedBy={error ? errorId : undefined}
        invalid={Boolean(error)}
      />
      <div>
        <FormField id={`${idPrefix}-password`} label="Password">
          {(control) => (
            <PasswordInput
              {...control}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              required
            />
          )}
        </FormField>
        <div className="mt-2 text-right">
          <ForgotPasswordDialog
            open={forgotOpen}
            onOpenChange={setForgotOpen}
            initialEmail={email}
            trigger={
              <button
                type="button"
                className="rounded text-sm font-medium text-emerald-800 underline-offset-2 hover:underline"
              >
                Forgot password?
              </button>
            }
          />
        </div>
      </div>
      {error && (
        <FormMessage>
          <span id={errorId}>{error}</span>
        </FormMessage>
      )}
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending ? 'Logging in…' : 'Log In'}
      </Button>
    </form>
  );
}
