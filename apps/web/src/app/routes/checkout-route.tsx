import CheckoutPage from '@/features/booking/routes/checkout-page';
import { SavedCardPicker } from '@/features/payment-methods/components/saved-card-picker';

/** /checkout: the booking feature's page with the payment-methods feature's card choice (and its add-card dialog). */
export default function CheckoutRoute() {
  return <CheckoutPage cardPicker={SavedCardPicker} />;
}
