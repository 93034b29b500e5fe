import { isWholeHour, WHOLE_HOUR_TIMES } from '@app/contracts';
import type { SelectHTMLAttributes } from 'react';
import { Select } from '@/components/ui/select';

/**
 * An opening or closing time: a whole hour from 00:00 to 24:00 (docs/decisions/0056), as players book
 * them. `edge` 'start' offers 00:00–23:00, 'end' 01:00–24:00 (24:00 is midnight, the end of the day). A stored time that is not a
 * whole hour (saved before hours were whole) stays listed and selected, so the owner sees it beside
 * the message that refuses it.
 */
export function HourSelect({
  edge,
  value,
  onValueChange,
  ...props
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> & {
  edge: 'start' | 'end';
  value: string;
  onValueChange: (value: string) => void;
}) {
  const hours = edge === 'start' ? WHOLE_HOUR_TIMES.slice(0, -1) : WHOLE_HOUR_TIMES.slice(1);
  const offered = isWholeHour(value) || value === '' ? hours : [...hours, value].sort();
  return (
    <Select {...props} value={value} onChange={(event) => onValueChange(event.target.value)}>
      {offered.map((time) => (
        <option key={time} value={time}>
          {isWholeHour(time) ? time : `${time} (not a whole hour)`}
        </option>
      ))}
    </Select>
  );
}
