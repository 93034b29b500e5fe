import DashboardPage from '@/features/dashboard/routes/dashboard-page';
import { MyBookingsTab } from '@/features/my-bookings/components/my-bookings-tab';
import { PaymentMethodsTab } from '@/features/payment-methods/components/payment-methods-tab';

/**
 * /dashboard: the account area with the Bookings and Payment tabs of their own features. Composed
 * here because features never import each other (one lazy chunk for all three).
 */
export default function DashboardRoute() {
  return <DashboardPage bookingsTab={<MyBookingsTab />} paymentTab={<PaymentMethodsTab />} />;
}
