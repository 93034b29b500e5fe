import { FieldError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { expiryYears, type CardFieldErrors, type CardFormValues } from '@/lib/card-form';

const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));

type CardFieldKey = 'number' | 'expMonth' | 'expYear' | 'cvc';

interface CardFieldsProps {
  /** Prefix of the controls' ids: `${id}-number`, `${id}-month`, `${id}-year`, `${id}-cvc`. */
  id: string;
  values: Pick<CardFormValues, CardFieldKey>;
  errors: CardFieldErrors;
  onChange: (key: CardFieldKey, value: string) => void;
}

/** The id of the first invalid card control, for moving focus there after a failed check. */
export function firstInvalidCardField(id: string, errors: CardFieldErrors): string | null {
  if (errors.number) return `${id}-number`;
  if (errors.expiry) return `${id}-month`;
  if (errors.cvc) return `${id}-cvc`;
  return null;
}

/**
 * The sandbox's card fields (number, expiry month and year, CVC), standing in for the provider's
 * embedded fields. Shared by the 'Add new payment method' dialog and the split-payment page.
 */
export function CardFields({ id, values, errors, onChange }: CardFieldsProps) {
  const expiryErrorId = errors.expiry ? `${id}-expiry-error` : undefined;
  return (
    <div className="space-y-5">
      <FormField id={`${id}-number`} label="Card number" error={errors.number}>
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            value={values.number}
            onChange={(event) => onChange('number', event.target.value)}
          />
        )}
      </FormField>

      <div className="grid grid-cols-3 gap-3">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-month`}>Expiry month</Label>
          <Select
            id={`${id}-month`}
            autoComplete="cc-exp-month"
            value={values.expMonth}
            aria-invalid={errors.expiry ? true : undefined}
            aria-describedby={expiryErrorId}
            onChange={(event) => onChange('expMonth', event.target.value)}
          >
            <option value="">MM</option>
            {MONTHS.map((month) => (
              <option key={month} value={String(Number(month))}>
                {month}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-year`}>Expiry year</Label>
          <Select
            id={`${id}-year`}
            autoComplete="cc-exp-year"
            value={values.expYear}
            aria-invalid={errors.expiry ? true : undefined}
            aria-describedby={expiryErrorId}
            onChange={(event) => onChange('expYear', event.target.value)}
          >
            <option value="">YYYY</option>
            {expiryYears().map((year) => (
              <option key={year} value={String(year)}>
                {year}
              </option>
            ))}
          </Select>
        </div>
        <FormField id={`${id}-cvc`} label="CVC" error={errors.cvc}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              placeholder="123"
              value={values.cvc}
              onChange={(event) => onChange('cvc', event.target.value)}
            />
          )}
        </FormField>
      </div>
      <FieldError id={expiryErrorId} message={errors.expiry} />
    </div>
  );
}
