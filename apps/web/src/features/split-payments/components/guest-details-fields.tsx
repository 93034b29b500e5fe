import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

export interface GuestDetails {
  name: string;
  email: string;
}

/** A signed-out payer's name and e-mail (the e-mail starts as the invited address). */
export function GuestDetailsFields({
  idPrefix,
  value,
  onChange,
  disabled,
}: {
  idPrefix: string;
  value: GuestDetails;
  onChange: (value: GuestDetails) => void;
  disabled: boolean;
}) {
  return (
    <fieldset className="space-y-4" disabled={disabled}>
      <legend className="text-sm font-semibold text-slate-900">Your details</legend>
      <FormField id={`${idPrefix}-guest-name`} label="Your name">
        {(control) => (
          <Input
            {...control}
            autoComplete="name"
            value={value.name}
            onChange={(event) => onChange({ ...value, name: event.target.value })}
          />
        )}
      </FormField>
      <FormField id={`${idPrefix}-guest-email`} label="Your e-mail address">
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            value={value.email}
            onChange={(event) => onChange({ ...value, email: event.target.value })}
          />
        )}
      </FormField>
    </fieldset>
  );
}
