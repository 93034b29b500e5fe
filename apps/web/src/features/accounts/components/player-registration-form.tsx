import { AUTH_MESSAGES, REGISTER_PASSWORD_MIN } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormField, FormMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { serverErrorText } from '@/lib/api-error-text';
import { useRegister } from '../api/register';
import { validatePlayerRegistration, type FieldErrors, type PlayerRegistrationField, type PlayerRegistrationForm } from '../registration-validation';
import { PasswordInput } from './password-input';

const FIELD_ORDER: readonly PlayerRegistrationField[] = ['name', 'email', 'dateOfBirth', 'password', 'termsAccepted'];
const fieldId = (field: PlayerRegistrationField) => `register-${field}`;

/** Today as YYYY-MM-DD in the visitor's zone: nobody is born in the future. */
function todayIso(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

const EMPTY_FORM: PlayerRegistrationForm = { name: '', email: '', dateOfBirth: '', password: '', termsAccepted: false, marketingPreference: false };

/** Player sign-up (player.md §2, §5). Calls onRegistered with the address the link was sent to. */
export function PlayerRegistrationForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const register = useRegister();
  const [form, setForm] = useState(EMPTY_FORM);
  const [errors, setErrors] = useState<FieldErrors<PlayerRegistrationField>>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const set = <K extends keyof PlayerRegistrationForm>(key: K, value: PlayerRegistrationForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    // A corrected field stops showing its old complaint.
    if (key in errors) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const result = validatePlayerRegistration(form);
    if (!result.ok) {
      setErrors(result.errors);
      const first = FIELD_ORDER.find((field) => result.errors[field]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setErrors({});
    register.mutate(result.payload, {
      onSuccess: () => onRegistered(result.payload.email),
      onError: (failure) => {
        const text = serverErrorText(failure);
        setServerError(text ?? AUTH_MESSAGES.registrationFailed);
        if (!text) toast.error(AUTH_MESSAGES.registrationFailedToast);
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormField id={fieldId('name')} label="Full name" error={errors.name}>
        {(control) => <Input {...control} autoComplete="name" value={form.name} onChange={(event) => set('name', event.target.value)} />}
      </FormField>
      <FormField id={fieldId('email')} label="Email address" error={errors.email}>
        {(control) => (
          <Input {...control} type="email" autoComplete="email" value={form.email} onChange={(event) => set('email', event.target.value)} />
        )}
      </FormField>
      <FormField id={fieldId('dateOfBirth')} label="Date of birth" error={errors.dateOfBirth}>
        {(control) => (
          <Input
            {...control}
            type="date"
            autoComplete="bday"
            max={todayIso()}
            value={form.dateOfBirth}
            onChange={(event) => set('dateOfBirth', event.target.value)}
          />
        )}
      </FormField>
      <FormField id={fieldId('password')} label="Password" hint={`At least ${REGISTER_PASSWORD_MIN} characters.`} error={errors.password}>
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" value={form.password} onChange={(event) => set('password', event.target.value)} />
        )}
      </FormField>
      <div className="space-y-3">
        <CheckboxField
          id={fieldId('termsAccepted')}
          checked={form.termsAccepted}
          onChange={(event) => set('termsAccepted', event.target.checked)}
          error={errors.termsAccepted}
          label={
            <>
              I accept the{' '}
              <Link to="/player-terms" target="_blank" rel="noopener" className="font-medium text-emerald-800 underline underline-offset-2">
                terms and conditions (opens in a new tab)
              </Link>
            </>
          }
        />
        <CheckboxField
          id="register-marketing"
          checked={form.marketingPreference}
          onChange={(event) => set('marketingPreference', event.target.checked)}
          label="Send me news, offers and venue recommendations by email. You can change this at any time in your settings."
        />
      </div>
      {serverError && <FormMessage>{serverError}</FormMessage>}
      <Button type="submit" className="w-full" disabled={register.isPending}>
        {register.isPending ? 'Creating account…' : 'Create Account'}
      </Button>
    </form>
  );
}
