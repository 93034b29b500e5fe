import { AUTH_MESSAGES, cleanEmail } from '@app/contracts';
import { FieldError } from '@/components/ui/form-field';
import {
  OWNER_FIELDS,
  validateOwnerRegistration,
  type OwnerRegistrationField,
  type OwnerRegistrationForm,
} from '../registration-validation';
import { NewPasswordField, RegistrationInput, RegistrationSubmit, TermsCheckbox } from './registration-fields';
import { useRegistrationForm } from './use-registration-form';

const fieldId = (field: OwnerRegistrationField) => `owner-${field}`;
const CONTACT_METHODS = [
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone' },
] as const;

const EMPTY_FORM: OwnerRegistrationForm = {
  businessName: '',
  name: '',
  email: '',
  phone: '',
  preferredContact: [],
  password: '',
  termsAccepted: false,
};

/** 'List Your Venue' (owner-admin.md §2, §5): the account waits for an admin's approval. */
export function OwnerRegistrationForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { form, errors, serverError, set, submit, pending } = useRegistrationForm({
    empty: EMPTY_FORM,
    validate: validateOwnerRegistration,
    fieldOrder: OWNER_FIELDS,
    // The contact choice is a pair of checkboxes: focus goes to the first.
    elementIdOf: (field) => (field === 'preferredContact' ? 'owner-contact-email' : fieldId(field)),
    onRegistered,
    failure: { inline: AUTH_MESSAGES.ownerRegistrationFailed, toast: AUTH_MESSAGES.ownerRegistrationFailed },
  });

  const toggleContact = (method: 'email' | 'phone', checked: boolean) => {
    const others = form.preferredContact.filter((value) => value !== method);
    set('preferredContact', checked ? [...others, method] : others);
  };

  const contactErrorId = errors.preferredContact ? 'owner-preferredContact-error' : undefined;

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <RegistrationInput
        id={fieldId('businessName')}
        label="Business name"
        autoComplete="organization"
        value={form.businessName}
        error={errors.businessName}
        onChange={(value) => set('businessName', value)}
      />
      <RegistrationInput
        id={fieldId('name')}
        label="Contact name"
        autoComplete="name"
        value={form.name}
        error={errors.name}
        onChange={(value) => set('name', value)}
      />
      <RegistrationInput
        id={fieldId('email')}
        label="Email address"
        type="email"
        autoComplete="email"
        value={form.email}
        error={errors.email}
        // Cleaned as typed (spaces, invisible characters, capitals), so what is shown is what is sent.
        onChange={(value) => set('email', cleanEmail(value))}
      />
      <RegistrationInput
        id={fieldId('phone')}
        label="Phone number"
        type="tel"
        autoComplete="tel"
        value={form.phone}
        error={errors.phone}
        onChange={(value) => set('phone', value)}
      />
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
      <NewPasswordField
        id={fieldId('password')}
        value={form.password}
        error={errors.password}
        onChange={(value) => set('password', value)}
      />
      <TermsCheckbox
        id={fieldId('termsAccepted')}
        termsPath="/venue-terms"
        checked={form.termsAccepted}
        error={errors.termsAccepted}
        onChange={(checked) => set('termsAccepted', checked)}
      >
        venue terms and conditions (opens in a new tab)
      </TermsCheckbox>
      <RegistrationSubmit serverError={serverError} pending={pending} label="Create Venue Owner Account" />
    </form>
  );
}
