import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

interface EmailAddressFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The id of the form's message about this address, when there is one. */
  describedBy?: string;
  invalid?: boolean;
}

/** 'Email address' on the login and forgot-password forms. */
export function EmailAddressField({ id, value, onChange, describedBy, invalid }: EmailAddressFieldProps) {
  return (
    <FormField id={id} label="Email address">
      {(control) => (
        <Input
          {...control}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          type="email"
          autoComplete="email"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          required
        />
      )}
    </FormField>
  );
}
