import { AUTH_MESSAGES, REGISTER_PASSWORD_MIN, cleanEmail } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FieldError, FormField, FormMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { serverErrorText } from '@/lib/api-error-text';
import { useRegister } from '../api/register';
import { validateOwnerRegistration, type FieldErrors, type OwnerRegistrationField, type OwnerRegistrationForm } from '../registration-validation';
import { PasswordInput } from './password-input';

const FIELD_ORDER: readonly OwnerRegistrationField[] = ['businessName', 'name', 'email', 'phone', 'preferredContact', 'password', 'termsAccepted'];
const fieldId = (field: OwnerRegistrationField) => `owner-${field}`;
const CONTACT_METHODS = [
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone' },
] as const;

const EMPTY_FORM: OwnerRegistrationForm = { businessName: '', name: '', email: '', phone: '', preferredContact: [], password: '', termsAccepted: false };

/** 'List Your Venue' (owner-admin.md §2, §5): the account waits for an admin's approval. */
export function OwnerRegistrationForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const register = useRegister();
  const [form, setForm] = useState(EMPTY_FORM);
  const [errors, setErrors] = useState<FieldErrors<OwnerRegistrationField>>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const set = <K extends keyof OwnerRegistrationForm>(key: K, value: OwnerRegistrationForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    if (key in errors) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const toggleContact = (method: 'email' | 'phone', checked: boolean) => {
    const others = form.preferredContact.filter((value) => value !== method);
    set('preferredContact', checked ? [...others, method] : others);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const result = validateOwnerRegistration(form);
    if (!result.ok) {
      setErrors(result.errors);
      const first = FIELD_ORDER.find((field) => result.errors[field]);
      const target = first === 'preferredContact' ? 'owner-contact-email' : first && fieldId(first);
      if (target) document.getElementById(target)?.focus();
      return;
    }
    setErrors({});
    register.mutate(result.payload, {
      onSuccess: () => onRegistered(result.payload.email),
      onError: (failure) => {
        const text = serverErrorText(failure);
        setServerError(text ?? AUTH_MESSAGES.ownerRegistrationFailed);
        if (!text) toast.error(AUTH_MESSAGES.ownerRegistrationFailed);
      },
    });
  };

  const contactErrorId = errors.preferredContact ? 'owner-preferredContact-error' : undefined;

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormField id={fieldId('businessName')} label="Business name" error={errors.businessName}>
        {(control) => (
          <Input {...control} autoComplete="organization" value={form.businessName} onChange={(event) => set('businessName', event.target.value)} />
        )}
      </FormField>
      <FormField id={fieldId('name')} label="Contact name" error={errors.name}>
        {(control) => <Input {...control} autoComplete="name" value={form.name} onChange={(event) => set('name', event.target.value)} />}
      </FormField>
      <FormField id={fieldId('email')} label="Email address" error={errors.email}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            value={form.email}
            // Cleaned as typed (spaces, invisible characters, capitals), so what is shown is what is sent.
            onChange={(event) => set('email', cleanEmail(event.target.value))}
          />
        )}
      </FormField>
      <FormField id={fieldId('phone')} label="Phone number" error={errors.phone}>
        {(control) => <Input {...control} type="tel" autoComplete="tel" value={form.phone} onChange={(event) => set('phone', event.target.value)} />}
      </FormField>
      <fieldset aria-describedby={contactErrorId}>
        <legend className="text-sm font-medium text-slate-700">Preferred contact method</legend>
        <div className="mt-2 flex gap-6">
          {CONTACT_METHODS.map((method) => (
            <label key={method.value} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                id={`owner-contact-${method.value}`}
                type="checkbox"
                aria-invalid={errors.preferredContact ? true : undefined}
                checked={form.preferredContact.includes(method.value)}
                onChange={(event) => toggleContact(method.value, event.target.checked)}
                className="size-5 accent-emerald-700"
              />
              {method.label}
            </label>
          ))}
        </div>
        <FieldError id={contactErrorId} message={errors.preferredContact} />
      </fieldset>
      <FormField id={fieldId('password')} label="Password" hint={`At least ${REGISTER_PASSWORD_MIN} characters.`} error={errors.password}>
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" value={form.password} onChange={(event) => set('password', event.target.value)} />
        )}
      </FormField>
      <CheckboxField
        id={fieldId('termsAccepted')}
        checked={form.termsAccepted}
        onChange={(event) => set('termsAccepted', event.target.checked)}
        error={errors.termsAccepted}
        label={
          <>
            I accept the{' '}
            <Link to="/venue-terms" target="_blank" rel="noopener" className="font-medium text-emerald-800 underline underline-offset-2">
              venue terms and conditions (opens in a new tab)
            </Link>
          </>
        }
      />
      {serverError && <FormMessage>{serverError}</FormMessage>}
      <Button type="submit" className="w-full" disabled={register.isPending}>
        {register.isPending ? 'Creating account…' : 'Create Venue Owner Account'}
      </Button>
    </form>
  );
}
