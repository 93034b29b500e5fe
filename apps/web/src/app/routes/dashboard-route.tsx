import { lazy, Suspense } from 'react';
import DashboardPage from '@/features/dashboard/routes/dashboard-page';
import { MyBookingsTab } from '@/features/my-bookings/components/my-bookings-tab';
import { PaymentMethodsTab } from '@/features/payment-methods/components/payment-methods-tab';
import { PageLoading } from '../screens/page-loading';

// Its own chunk (Chart.js included): only admins download it.
const AdminDashboard = lazy(() => import('@/features/admin-dashboard/components/admin-dashboard'));
const AdminBlogTab = lazy(() => import('@/features/blog').then((module) => ({ default: module.AdminBlogTab })));

/**
 * /dashboard: the account area with the Bookings and Payment tabs of their own features, or for an
 * admin the admin dashboard with the blog feature's Blog tab. Composed here because features never
 * import each other.
 */
export default function DashboardRoute() {
  return (
    <DashboardPage
      bookingsTab={<MyBookingsTab />}
      paymentTab={<PaymentMethodsTab />}
      adminArea={
        <Suspense fallback={<PageLoading />}>
          <AdminDashboard
            blogTab={
              <Suspense fallback={<PageLoading />}>
                <AdminBlogTab />
              </Suspense>
            }
          />
        </Suspense>
      }
    />
  );
}
