import { AUTH_MESSAGES } from '@app/contracts';
import { CheckboxField } from '@/components/ui/checkbox-field';
import {
  PLAYER_FIELDS,
  validatePlayerRegistration,
  type PlayerRegistrationField,
  type PlayerRegistrationForm,
} from '../registration-validation';
import { NewPasswordField, RegistrationInput, RegistrationSubmit, TermsCheckbox } from './registration-fields';
import { useRegistrationForm } from './use-registration-form';

const fieldId = (field: PlayerRegistrationField) => `register-${field}`;

/** Today as YYYY-MM-DD in the visitor's zone: nobody is born in the future. */
function todayIso(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

const EMPTY_FORM: PlayerRegistrationForm = {
  name: '',
  email: '',
  dateOfBirth: '',
  password: '',
  termsAccepted: false,
  marketingPreference: false,
};

/** Player sign-up (player.md §2, §5). Calls onRegistered with the address the link was sent to. */
export function PlayerRegistrationForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { form, errors, serverError, set, submit, pending } = useRegistrationForm({
    empty: EMPTY_FORM,
    validate: validatePlayerRegistration,
    fieldOrder: PLAYER_FIELDS,
    elementIdOf: fieldId,
    onRegistered,
    failure: { inline: AUTH_MESSAGES.registrationFailed, toast: AUTH_MESSAGES.registrationFailedToast },
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <RegistrationInput
        id={fieldId('name')}
        label="Full name"
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
        onChange={(value) => set('email', value)}
      />
      <RegistrationInput
        id={fieldId('dateOfBirth')}
        label="Date of birth"
        type="date"
        autoComplete="bday"
        max={todayIso()}
        value={form.dateOfBirth}
        error={errors.dateOfBirth}
        onChange={(value) => set('dateOfBirth', value)}
      />
      <NewPasswordField
        id={fieldId('password')}
        value={form.password}
        error={errors.password}
        onChange={(value) => set('password', value)}
      />
      <div className="space-y-3">
        <TermsCheckbox
          id={fieldId('termsAccepted')}
          termsPath="/player-terms"
          checked={form.termsAccepted}
          error={errors.termsAccepted}
          onChange={(checked) => set('termsAccepted', checked)}
        >
          terms and conditions (opens in a new tab)
        </TermsCheckbox>
        <CheckboxField
          id="register-marketing"
          checked={form.marketingPreference}
          onChange={(event) => set('marketingPreference', event.target.checked)}
          label="Send me news, offers and venue recommendations by email. You can change this at any time in your settings."
        />
      </div>
      <RegistrationSubmit serverError={serverError} pending={pending} label="Create Account" />
    </form>
  );
}
