import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { serverErrorText } from '@/lib/api-error-text';
import { useRegister } from '../api/register';
import type { FieldErrors, ValidationResult } from '../registration-validation';

interface RegistrationFormOptions<Form, Field extends string> {
  empty: Form;
  validate: (form: Form) => ValidationResult<Field>;
  /** The fields in screen order: focus goes to the first with a problem. */
  fieldOrder: readonly Field[];
  elementIdOf: (field: Field) => string;
  onRegistered: (email: string) => void;
  /** What to say when registering fails without the server's own words (player.md §8). */
  failure: { inline: string; toast: string };
}

/** The player and owner sign-up forms' state: values, per-field complaints, checking and sending. */
export function useRegistrationForm<Form, Field extends Extract<keyof Form, string>>({
  empty,
  validate,
  fieldOrder,
  elementIdOf,
  onRegistered,
  failure,
}: RegistrationFormOptions<Form, Field>) {
  const register = useRegister();
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    // A corrected field stops showing its old complaint.
    if (key in errors) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const result = validate(form);
    if (!result.ok) {
      setErrors(result.errors);
      const first = fieldOrder.find((field) => result.errors[field]);
      if (first) document.getElementById(elementIdOf(first))?.focus();
      return;
    }
    setErrors({});
    register.mutate(result.payload, {
      onSuccess: () => onRegistered(result.payload.email),
      onError: (error) => {
        const text = serverErrorText(error);
        setServerError(text ?? failure.inline);
        if (!text) toast.error(failure.toast);
      },
    });
  };

  return { form, errors, serverError, set, submit, pending: register.isPending };
}
