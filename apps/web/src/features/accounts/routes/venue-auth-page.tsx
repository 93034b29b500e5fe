import { useSearchParams } from 'react-router';
import { PlaceholderPage } from '@/components/placeholder-page';

export default function VenueAuthPage() {
  const [searchParams] = useSearchParams();
  const isRegister = searchParams.get('mode') === 'register';
  return (
    <PlaceholderPage
      title={isRegister ? 'List Your Venue' : 'Venue Owner Login'}
      message="Venue-owner login and registration arrive with the accounts issue (#3)."
    />
  );
}
