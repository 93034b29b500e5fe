import { PlaceholderPage } from '@/components/placeholder-page';

export default function CheckoutPage() {
  return <PlaceholderPage title="Checkout" message="Checkout arrives with the booking and payments issue (#5)." />;
}
