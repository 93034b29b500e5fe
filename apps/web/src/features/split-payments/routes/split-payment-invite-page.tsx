import { PlaceholderPage } from '@/components/placeholder-page';

export default function SplitPaymentInvitePage() {
  return <PlaceholderPage title="Pay your share" message="Paying your share of a split booking arrives with the split payments issue (#6)." />;
}
