import { PlaceholderPage } from '@/components/placeholder-page';

export default function VerifyEmailPage() {
  return <PlaceholderPage title="Verify your email" message="Email verification arrives with the accounts issue (#3)." />;
}
