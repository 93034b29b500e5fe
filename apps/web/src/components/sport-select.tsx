import { SEARCH_SPORTS } from '@app/contracts';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useOfferedSports } from '@/lib/api/get-offered-sports';

/**
 * The venue searches' 'Sport' choice: all sports, or one of the sports venues offer (from the API,
 * issue 15 §7; the spec's ten until the answer arrives or if it fails). A sport from a shared link
 * that is not in the list is still shown as chosen.
 */
export function SportSelect({ value, onChange }: { value: string; onChange: (sport: string) => void }) {
  const id = useId();
  const offered = useOfferedSports();
  const sports: readonly string[] = offered.data && offered.data.length > 0 ? offered.data : SEARCH_SPORTS;
  const listed = sports.includes(value);
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Sport</Label>
      <Select id={id} name="sport" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">All sports</option>
        {sports.map((sport) => (
          <option key={sport} value={sport}>
            {sport}
          </option>
        ))}
        {value && !listed && <option value={value}>{value}</option>}
      </Select>
    </div>
  );
}
