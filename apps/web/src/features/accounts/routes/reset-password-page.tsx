import { PlaceholderPage } from '@/components/placeholder-page';

export default function ResetPasswordPage() {
  return <PlaceholderPage title="Reset your password" message="Password reset arrives with the accounts issue (#3)." />;
}
