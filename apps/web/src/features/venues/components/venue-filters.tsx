import { Search, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { LocationAutocomplete, type LocationValue } from '@/components/location-autocomplete';
import { SportSelect } from '@/components/sport-select';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import {
  hasCoordinates,
  sortChoiceOf,
  withSortChoice,
  type VenueListFilters,
  type VenueSortChoice,
} from '../lib/venue-list-filters';

function locationValueOf(filters: VenueListFilters): LocationValue {
  return {
    text: filters.location,
    place:
      filters.lat !== null && filters.lng !== null
        ? { description: filters.location, place_id: '', lat: filters.lat, lng: filters.lng }
        : null,
  };
}

interface VenueFiltersProps {
  filters: VenueListFilters;
  onApply: (next: VenueListFilters) => void;
  onClear: () => void;
  canClear: boolean;
}

/**
 * The venue-list filters. The URL holds the applied filters; this form holds what is being typed.
 * Selects and a chosen location suggestion apply at once, typed text on Search (or Enter).
 */
export function VenueFilters({ filters, onApply, onClear, canClear }: VenueFiltersProps) {
  const searchId = useId();
  const sortId = useId();
  const [searchText, setSearchText] = useState(filters.search);
  const [location, setLocation] = useState<LocationValue>(() => locationValueOf(filters));

  // When the URL changes underneath the form (Back, Clear filters, a shared link) the fields follow it.
  const urlLocationKey = `${filters.location}|${filters.lat}|${filters.lng}`;
  const [synced, setSynced] = useState({ search: filters.search, location: urlLocationKey });
  if (synced.search !== filters.search || synced.location !== urlLocationKey) {
    setSynced({ search: filters.search, location: urlLocationKey });
    if (synced.search !== filters.search) setSearchText(filters.search);
    if (synced.location !== urlLocationKey) setLocation(locationValueOf(filters));
  }

  /** The URL filters with the typed text, the given changes, and page 1. */
  const typed = (changes: Partial<VenueListFilters>, place: LocationValue = location): VenueListFilters => ({
    ...filters,
    search: searchText.trim(),
    location: place.text.trim(),
    lat: place.text.trim() ? (place.place?.lat ?? null) : null,
    lng: place.text.trim() ? (place.place?.lng ?? null) : null,
    page: 1,
    ...changes,
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(typed({}));
  };

  const handleLocationChange = (value: LocationValue) => {
    setLocation(value);
    if (value.place) onApply(typed({}, value));
  };

  const sortChoice = sortChoiceOf(filters);
  const sortOptions: { value: VenueSortChoice; label: string }[] = [
    ...(hasCoordinates(filters) ? [{ value: 'distance' as const, label: 'Nearest first' }] : []),
    { value: 'price', label: 'Price Low to High' },
    { value: 'name', label: 'Name A-Z' },
  ];

  return (
    <form
      role="search"
      aria-label="Filter venues"
      onSubmit={handleSubmit}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-5 lg:grid-cols-[1.3fr_1fr_1.3fr_1fr]"
    >
      <div className="space-y-1.5">
        <Label htmlFor={searchId}>Search venues</Label>
        <Input
          id={searchId}
          type="search"
          name="search"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          placeholder="Venue name or keyword"
          maxLength={100}
        />
      </div>
      <SportSelect value={filters.sport} onChange={(sport) => onApply(typed({ sport }))} />
      <LocationAutocomplete
        label="Location"
        name="location"
        value={location}
        onChange={handleLocationChange}
        placeholder="Area, postcode or city"
      />
      <div className="space-y-1.5">
        <Label htmlFor={sortId}>Sort by</Label>
        <Select
          id={sortId}
          name="sort"
          value={sortChoice}
          onChange={(event) => onApply(withSortChoice(typed({}), event.target.value as VenueSortChoice))}
        >
          {sortOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-4">
        <Button type="submit">
          <Search aria-hidden="true" className="size-4" />
          Search
        </Button>
        {canClear && (
          <Button type="button" variant="secondary" onClick={onClear}>
            <X aria-hidden="true" className="size-4" />
            Clear filters
          </Button>
        )}
      </div>
    </form>
  );
}
