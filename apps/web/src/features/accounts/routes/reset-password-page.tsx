import { AUTH_MESSAGES, RESET_LINK_HOURS, RESET_PASSWORD_MIN, RESET_REDIRECT_MS } from '@app/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField, FormMessage } from '@/components/ui/form-field';
import { LoadingStatus } from '@/components/ui/loading-status';
import { serverErrorText } from '@/lib/api-error-text';
import { useResetTokenCheck } from '../api/check-reset-token';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { PasswordInput } from '../components/password-input';
import { validateNewPassword, type FieldErrors } from '../registration-validation';

/** /reset-password?token= (player.md §2, §4): validating, then valid (the form) or invalid. */
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const check = useResetTokenCheck(token);

  if (!token || check.isError) {
    const reason = !token
      ? AUTH_MESSAGES.resetNoToken
      : (serverErrorText(check.error) ?? AUTH_MESSAGES.somethingWentWrong);
    return (
      <AuthCard title="Reset link not valid">
        <FormMessage>{reason}</FormMessage>
        <p className="mt-4 text-slate-700">
          Reset links work once and expire after {RESET_LINK_HOURS} hours. You can ask for a new one from the login
          page.
        </p>
        <Link
          to="/login?forgot=1"
          className="mt-6 inline-block font-semibold text-emerald-800 underline underline-offset-2"
        >
          Request a new reset link
        </Link>
      </AuthCard>
    );
  }

  if (check.isPending) {
    return (
      <AuthCard title="Reset your password">
        <LoadingStatus size="card">Checking your reset link…</LoadingStatus>
      </AuthCard>
    );
  }

  return <NewPasswordForm token={token} />;
}

function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'password' | 'confirmation'>>({});

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = window.setTimeout(() => navigate('/login', { replace: true }), RESET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewPassword(password, confirmation);
    setErrors(found);
    if (found.password) return document.getElementById('reset-password')?.focus();
    if (found.confirmation) return document.getElementById('reset-confirmation')?.focus();
    reset.mutate({ token, newPassword: password });
  };

  if (reset.isSuccess) {
    return (
      <AuthCard title="Password reset">
        <FormMessage tone="success">{reset.data || AUTH_MESSAGES.resetSucceeded}</FormMessage>
        <p className="mt-4 text-slate-700" role="status">
          Taking you to the login page…
        </p>
      </AuthCard>
    );
  }

  const failure = reset.isError ? (serverErrorText(reset.error) ?? AUTH_MESSAGES.resetFailed) : null;

  return (
    <AuthCard title="Reset your password" subtitle="Choose a new password for your account.">
      <form noValidate onSubmit={submit} className="space-y-5">
        <FormField
          id="reset-password"
          label="New password"
          hint={`At least ${RESET_PASSWORD_MIN} characters.`}
          error={errors.password}
        >
          {(control) => (
            <PasswordInput
              {...control}
              toggleLabel="Show new password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </FormField>
        <FormField id="reset-confirmation" label="Confirm new password" error={errors.confirmation}>
          {(control) => (
            <PasswordInput
              {...control}
              toggleLabel="Show password confirmation"
              autoComplete="new-password"
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
            />
          )}
        </FormField>
        {failure && <FormMessage>{failure}</FormMessage>}
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? 'Saving…' : 'Reset Password'}
        </Button>
      </form>
    </AuthCard>
  );
}
