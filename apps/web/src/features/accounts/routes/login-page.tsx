import { PlaceholderPage } from '@/components/placeholder-page';

export default function LoginPage() {
  return <PlaceholderPage title="Log In" message="Player login arrives with the accounts issue (#3)." />;
}
