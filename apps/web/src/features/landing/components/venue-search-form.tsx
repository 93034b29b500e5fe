import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { LocationAutocomplete, type LocationValue } from '@/components/location-autocomplete';
import { SportSelect } from '@/components/sport-select';
import { buildVenueSearchPath } from '@/lib/venue-search-params';

/**
 * Sport + location search that opens the venue list. A chosen location suggestion also passes its
 * coordinates, so the list orders venues by distance from it.
 */
export function VenueSearchForm() {
  const navigate = useNavigate();
  const [sport, setSport] = useState('');
  const [location, setLocation] = useState<LocationValue>({ text: '', place: null });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { place } = location;
    const coordinates = place && place.lat !== null && place.lng !== null ? { lat: place.lat, lng: place.lng } : null;
    navigate(buildVenueSearchPath({ sport, location: location.text, coordinates }));
  };

  return (
    // action/method: submitted before the app has taken over the prerendered page, the browser
    // opens the same list (/venues?sport=…&location=…) without the app's help.
    <form
      role="search"
      aria-label="Find a venue"
      action="/venues"
      method="get"
      onSubmit={handleSubmit}
      className="grid gap-4 rounded-2xl bg-white p-5 text-left shadow-2xl shadow-emerald-950/30 sm:p-6 md:grid-cols-[1fr_1.4fr_auto] md:items-end"
    >
      <SportSelect value={sport} onChange={setSport} />
      <LocationAutocomplete
        label="Location"
        name="location"
        value={location}
        onChange={setLocation}
        placeholder="Area, postcode or city, e.g. Camden"
      />
      <Button type="submit" size="lg" className="w-full md:w-auto">
        <Search aria-hidden="true" className="size-5" />
        Find Venues
      </Button>
    </form>
  );
}
