import { REGISTER_PASSWORD_MIN } from '@app/contracts';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormField, FormMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from './password-input';

/** One of a registration form's text boxes (name, email, phone…), labelled, with its error. */
export function RegistrationInput({
  id,
  label,
  value,
  error,
  onChange,
  ...input
}: {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'max'>) {
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => <Input {...control} {...input} value={value} onChange={(event) => onChange(event.target.value)} />}
    </FormField>
  );
}

/** The new account's password, with the length rule as a hint. */
export function NewPasswordField({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField id={id} label="Password" hint={`At least ${REGISTER_PASSWORD_MIN} characters.`} error={error}>
      {(control) => (
        <PasswordInput
          {...control}
          autoComplete="new-password"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

/** 'I accept the … terms', linking to them in a new tab. */
export function TermsCheckbox({
  id,
  termsPath,
  children,
  checked,
  error,
  onChange,
}: {
  id: string;
  termsPath: string;
  /** The link's words. */
  children: ReactNode;
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}) {
  return (
    <CheckboxField
      id={id}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      error={error}
      label={
        <>
          I accept the{' '}
          <Link
            to={termsPath}
            target="_blank"
            rel="noopener"
            className="font-medium text-emerald-800 underline underline-offset-2"
          >
            {children}
          </Link>
        </>
      }
    />
  );
}

/** The server's complaint, if any, and the create button. */
export function RegistrationSubmit({
  serverError,
  pending,
  label,
}: {
  serverError: string | null;
  pending: boolean;
  label: string;
}) {
  return (
    <>
      {serverError && <FormMessage>{serverError}</FormMessage>}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Creating account…' : label}
      </Button>
    </>
  );
}
