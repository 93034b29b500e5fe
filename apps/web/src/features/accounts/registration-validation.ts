import { AUTH_MESSAGES, RESET_PASSWORD_MIN, registerRequestSchema, type RegisterRequest } from '@app/contracts';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export type ValidationResult<Field extends string> =
  { ok: true; payload: RegisterRequest } | { ok: false; errors: FieldErrors<Field> };

export interface PlayerRegistrationForm {
  name: string;
  email: string;
  dateOfBirth: string;
  password: string;
  termsAccepted: boolean;
  marketingPreference: boolean;
}
export type PlayerRegistrationField = 'name' | 'email' | 'dateOfBirth' | 'password' | 'termsAccepted';

export interface OwnerRegistrationForm {
  businessName: string;
  name: string;
  email: string;
  phone: string;
  preferredContact: ('email' | 'phone')[];
  password: string;
  termsAccepted: boolean;
}
export type OwnerRegistrationField =
  'businessName' | 'name' | 'email' | 'phone' | 'preferredContact' | 'password' | 'termsAccepted';

/** Owners register with these fixed values (owner-admin.md §5). */
const OWNER_REGISTRATION_DEFAULTS = {
  dateOfBirth: '1980-01-01',
  favouriteSports: [] as string[],
  marketingPreference: false,
} as const;

/** Texts the spec does not fix: owners have no date of birth, so the player's wording does not fit. */
export const OWNER_FIELD_MESSAGES = {
  businessNameRequired: 'Please enter your business name',
  nameRequired: 'Please enter a contact name',
} as const;

/** The first message per field from the shared schema, so browser and server check the same rules. */
function schemaErrors<Field extends string>(payload: RegisterRequest, fields: readonly Field[]): FieldErrors<Field> {
  const parsed = registerRequestSchema.safeParse(payload);
  const errors: FieldErrors<Field> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (fields as readonly string[]).includes(field) && !errors[field as Field]) {
      errors[field as Field] = issue.message;
    }
  }
  return errors;
}

/** The player form's fields in the order they stand (the first with an error takes the focus). */
export const PLAYER_FIELDS: readonly PlayerRegistrationField[] = [
  'name',
  'email',
  'dateOfBirth',
  'password',
  'termsAccepted',
];

/** player.md §5: name, email and date of birth required; email trimmed; password ≥ 8 (decision 0028); terms accepted. */
export function validatePlayerRegistration(form: PlayerRegistrationForm): ValidationResult<PlayerRegistrationField> {
  const payload: RegisterRequest = {
    email: form.email.trim(),
    password: form.password,
    name: form.name.trim(),
    role: 'player',
    dateOfBirth: form.dateOfBirth || undefined,
    favouriteSports: [],
    marketingPreference: form.marketingPreference,
    termsAccepted: form.termsAccepted,
  };
  const errors = schemaErrors(payload, PLAYER_FIELDS);
  // A blank address is a missing field, not a badly typed one.
  if (!payload.email) errors.email = AUTH_MESSAGES.registerRequiredFields;
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, payload };
}

/** The owner form's fields in the order they stand (the first with an error takes the focus). */
export const OWNER_FIELDS: readonly OwnerRegistrationField[] = [
  'businessName',
  'name',
  'email',
  'phone',
  'preferredContact',
  'password',
  'termsAccepted',
];

/** owner-admin.md §5: phone and a contact method required; email cleaned; password ≥ 6; terms accepted. */
export function validateOwnerRegistration(form: OwnerRegistrationForm): ValidationResult<OwnerRegistrationField> {
  const payload: RegisterRequest = {
    email: form.email,
    password: form.password,
    name: form.name.trim(),
    role: 'venue_owner',
    ...OWNER_REGISTRATION_DEFAULTS,
    favouriteSports: [],
    businessName: form.businessName.trim(),
    phone: form.phone.trim(),
    preferredContact: form.preferredContact,
    termsAccepted: form.termsAccepted,
  };
  const errors = schemaErrors(payload, OWNER_FIELDS);
  if (!payload.businessName) errors.businessName = OWNER_FIELD_MESSAGES.businessNameRequired;
  if (!payload.name) errors.name = OWNER_FIELD_MESSAGES.nameRequired;
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, payload };
}

/** player.md §5 Reset password: at least 8 characters, and both entries equal. */
export function validateNewPassword(password: string, confirmation: string): FieldErrors<'password' | 'confirmation'> {
  const errors: FieldErrors<'password' | 'confirmation'> = {};
  if (password.length < RESET_PASSWORD_MIN) errors.password = AUTH_MESSAGES.resetPasswordTooShort;
  if (password !== confirmation) errors.confirmation = AUTH_MESSAGES.resetPasswordsDiffer;
  return errors;
}
