import { SEARCH_SPORTS } from '@app/contracts';
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { buildVenueSearchPath } from '@/lib/venue-search-params';

/**
 * Sport + location search that opens the venue list. The location field is a plain input until the
 * venue discovery issue (#4) adds the shared autocomplete.
 */
export function VenueSearchForm() {
  const navigate = useNavigate();
  const [sport, setSport] = useState('');
  const [location, setLocation] = useState('');
  const sportId = useId();
  const locationId = useId();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(buildVenueSearchPath({ sport, location }));
  };

  return (
    <form
      role="search"
      aria-label="Find a venue"
      onSubmit={handleSubmit}
      className="grid gap-4 rounded-2xl bg-white p-5 text-left shadow-2xl shadow-emerald-950/30 sm:p-6 md:grid-cols-[1fr_1.4fr_auto] md:items-end"
    >
      <div className="space-y-1.5">
        <Label htmlFor={sportId}>Sport</Label>
        <Select id={sportId} name="sport" value={sport} onChange={(event) => setSport(event.target.value)}>
          <option value="">All sports</option>
          {SEARCH_SPORTS.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={locationId}>Location</Label>
        <Input
          id={locationId}
          name="location"
          value={location}
          onChange={(event) => setLocation(event.target.value)}
          placeholder="Area, postcode or city, e.g. Camden"
          autoComplete="off"
        />
      </div>
      <Button type="submit" size="lg" className="w-full md:w-auto">
        <Search aria-hidden="true" className="size-5" />
        Find Venues
      </Button>
    </form>
  );
}
