import { PAYMENT_MESSAGES, type CARD_COUNTRIES } from '@app/contracts';
import type { SandboxCardRequest } from './api/tokenise-sandbox-card';

export type CardCountry = (typeof CARD_COUNTRIES)[number];

export interface CardFormValues {
  number: string;
  expMonth: string;
  expYear: string;
  cvc: string;
  name: string;
  line1: string;
  city: string;
  state: string;
  postalCode: string;
  country: CardCountry;
  setDefault: boolean;
}

export const EMPTY_CARD_FORM: CardFormValues = {
  number: '',
  expMonth: '',
  expYear: '',
  cvc: '',
  name: '',
  line1: '',
  city: '',
  state: '',
  postalCode: '',
  // A UK marketplace: issue 15 §7 asks for United Kingdom by default (player.md §2 said US).
  country: 'GB',
  setDefault: false,
};

export type CardFieldErrors = Partial<Record<'number' | 'expiry' | 'cvc', string>>;

/** Card numbers are typed with spaces or dashes; the provider wants the digits. */
function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/**
 * The checks the provider's card fields make before anything is sent, in the provider's words. The
 * server checks again (and knows which numbers are test cards); these only save a round trip.
 */
export function validateCardForm(values: CardFormValues, now: Date = new Date()): CardFieldErrors {
  const errors: CardFieldErrors = {};
  if (!/^\d{12,19}$/.test(cardDigits(values.number))) errors.number = PAYMENT_MESSAGES.cardNumberInvalid;
  const month = Number(values.expMonth);
  const year = Number(values.expYear);
  const monthOk = Number.isInteger(month) && month >= 1 && month <= 12;
  const yearOk = /^\d{4}$/.test(values.expYear);
  // A card is valid to the end of its expiry month.
  const expired =
    yearOk && monthOk && (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1));
  if (!monthOk || !yearOk || expired) errors.expiry = PAYMENT_MESSAGES.cardExpiryInvalid;
  if (!/^\d{3,4}$/.test(values.cvc.trim())) errors.cvc = PAYMENT_MESSAGES.cardCvcInvalid;
  return errors;
}

/** The tokenisation request; optional billing fields are left out when blank. */
export function toSandboxCardRequest(values: CardFormValues): SandboxCardRequest {
  const filled = (entries: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(entries)
        .map(([key, value]) => [key, value.trim()])
        .filter(([, value]) => value !== ''),
    );
  const address = filled({
    line1: values.line1,
    city: values.city,
    state: values.state,
    postal_code: values.postalCode,
    country: values.country,
  });
  const name = values.name.trim();
  return {
    card: {
      number: cardDigits(values.number),
      exp_month: Number(values.expMonth),
      exp_year: Number(values.expYear),
      cvc: values.cvc.trim(),
    },
    billing_details: { ...(name ? { name } : {}), address },
  };
}

/** Expiry years offered: this year and the next twenty. */
export function expiryYears(now: Date = new Date()): number[] {
  const first = now.getFullYear();
  return Array.from({ length: 21 }, (_, index) => first + index);
}
