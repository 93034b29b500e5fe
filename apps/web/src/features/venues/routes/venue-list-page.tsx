import { useSearchParams } from 'react-router';
import { PlaceholderPage } from '@/components/placeholder-page';
import { readVenueSearchCriteria } from '@/lib/venue-search-params';

export default function VenueListPage() {
  const [searchParams] = useSearchParams();
  const { sport, location } = readVenueSearchCriteria(searchParams);
  const searchSummary = [sport ?? 'All sports', location && `near ${location}`].filter(Boolean).join(' ');

  return (
    <PlaceholderPage title="Venues" message="Venue search arrives with the venue discovery issue (#4).">
      {(sport || location) && (
        <p className="mt-4 rounded-lg bg-slate-100 px-4 py-2 text-slate-800">
          Your search: <strong>{searchSummary}</strong>
        </p>
      )}
    </PlaceholderPage>
  );
}
