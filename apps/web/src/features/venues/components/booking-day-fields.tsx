import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';

interface BookingDayFieldsProps {
  sports: readonly string[];
  sport: string;
  date: string;
  /** The dates the server lets a player book (today to today + 30). */
  bookingWindow: { first: string; last: string };
  onSportChange: (sport: string) => void;
  onDateChange: (date: string) => void;
}

/** The booking panel's sport and date. */
export function BookingDayFields({
  sports,
  sport,
  date,
  bookingWindow,
  onSportChange,
  onDateChange,
}: BookingDayFieldsProps) {
  const sportId = useId();
  const dateId = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
      <div className="space-y-1.5">
        <Label htmlFor={sportId}>Sport</Label>
        <Select id={sportId} value={sport} onChange={(event) => onSportChange(event.target.value)}>
          <option value="">Choose a sport</option>
          {sports.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={dateId}>Date</Label>
        <Input
          id={dateId}
          type="date"
          value={date}
          min={bookingWindow.first}
          max={bookingWindow.last}
          onChange={(event) => onDateChange(event.target.value)}
        />
      </div>
    </div>
  );
}
