import { AUTH_MESSAGES } from '@app/contracts';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import {
  validatePlayerRegistration,
  type PlayerRegistrationField,
  type PlayerRegistrationForm,
} from '../registration-validation';
import { NewPasswordField, RegistrationSubmit, TermsCheckbox } from './registration-fields';
import { useRegistrationForm } from './use-registration-form';

const FIELD_ORDER: readonly PlayerRegistrationField[] = ['name', 'email', 'dateOfBirth', 'password', 'termsAccepted'];
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
    fieldOrder: FIELD_ORDER,
    elementIdOf: fieldId,
    onRegistered,
    failure: { inline: AUTH_MESSAGES.registrationFailed, toast: AUTH_MESSAGES.registrationFailedToast },
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormField id={fieldId('name')} label="Full name" error={errors.name}>
        {(control) => (
          <Input
            {...control}
            autoComplete="name"
            value={form.name}
            onChange={(event) => set('name', event.target.value)}
          />
        )}
      </FormField>
      <FormField id={fieldId('email')} label="Email address" error={errors.email}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={(event) => set('email', event.target.value)}
          />
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
