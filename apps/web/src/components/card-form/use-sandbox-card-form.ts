import { useState } from 'react';
import { EMPTY_CARD_FORM, validateCardForm, type CardFieldErrors, type CardFormValues } from '@/lib/card-form';
import { firstInvalidCardField } from './card-fields';

/**
 * The sandbox card form's values and field errors, for the add-card dialog and the split-payment page.
 * `idPrefix` is the CardFields `id`, so a failed check can move focus to the first wrong field.
 */
export function useSandboxCardForm(idPrefix: string, initial: CardFormValues = EMPTY_CARD_FORM) {
  const [values, setValues] = useState<CardFormValues>(initial);
  const [errors, setErrors] = useState<CardFieldErrors>({});

  const set = <K extends keyof CardFormValues>(key: K, value: CardFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  /** Checks the card as the provider's fields would; on a problem, shows it, focuses the field and answers false. */
  const check = (): boolean => {
    const problems = validateCardForm(values);
    setErrors(problems);
    const firstInvalid = firstInvalidCardField(idPrefix, problems);
    if (!firstInvalid) return true;
    document.getElementById(firstInvalid)?.focus();
    return false;
  };

  return { values, errors, set, check };
}
