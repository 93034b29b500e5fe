import { SEARCH_SPORTS } from '@app/contracts';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';

/**
 * The venue searches' 'Sport' choice: all sports, or one of the searchable sports. A sport from a
 * shared link that is not in the list is still shown as chosen.
 */
export function SportSelect({ value, onChange }: { value: string; onChange: (sport: string) => void }) {
  const id = useId();
  const listed = (SEARCH_SPORTS as readonly string[]).includes(value);
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Sport</Label>
      <Select id={id} name="sport" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">All sports</option>
        {SEARCH_SPORTS.map((sport) => (
          <option key={sport} value={sport}>
            {sport}
          </option>
        ))}
        {value && !listed && <option value={value}>{value}</option>}
      </Select>
    </div>
  );
}
