import { CARD_COUNTRIES } from '@app/contracts';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import type { CardCountry } from '@/lib/card-form';

const COUNTRY_NAMES: Record<CardCountry, string> = {
  US: 'United States',
  GB: 'United Kingdom',
  CA: 'Canada',
  AU: 'Australia',
};

/** The card's billing country, from the countries the provider accepts. */
export function CardCountrySelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: CardCountry;
  onChange: (country: CardCountry) => void;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Country</Label>
      <Select
        id={id}
        autoComplete="country"
        value={value}
        onChange={(event) => onChange(event.target.value as CardCountry)}
      >
        {CARD_COUNTRIES.map((code) => (
          <option key={code} value={code}>
            {COUNTRY_NAMES[code]}
          </option>
        ))}
      </Select>
    </div>
  );
}
