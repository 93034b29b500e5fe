import { PlaceholderPage } from '@/components/placeholder-page';

export default function VenueDetailPage() {
  return (
    <PlaceholderPage
      title="Venue details"
      message="Venue details and the booking panel arrive with the venue discovery issue (#4)."
    />
  );
}
