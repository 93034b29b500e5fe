import { PlaceholderPage } from '@/components/placeholder-page';

export default function RegisterPage() {
  return <PlaceholderPage title="Sign Up" message="Player registration arrives with the accounts issue (#3)." />;
}
