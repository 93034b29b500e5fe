import { PlaceholderPage } from '@/components/placeholder-page';

export default function VenueDashboardPage() {
  return <PlaceholderPage title="Venue dashboard" message="The venue-owner dashboard arrives with the owner dashboard issue." />;
}
