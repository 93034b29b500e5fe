import { PlaceholderPage } from '@/components/placeholder-page';

export default function DashboardPage() {
  return (
    <PlaceholderPage
      title="Dashboard"
      message="Your dashboard arrives with the accounts issue (#3) and the booking and payments issue (#5)."
    />
  );
}
