import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { MainLayout } from './layouts/main-layout';
import { RequireSignIn, RequireSignedOut } from './routes/route-guards';
import { NotFoundPage } from './screens/not-found-page';
import { PageLoading } from './screens/page-loading';
import { RouteErrorScreen } from './screens/route-error-screen';

/**
 * Every page is its own chunk, loaded by the router before it navigates (route `lazy`), so the first
 * visit downloads only the shell and the page asked for. Features never import each other; this
 * table is where they meet.
 */
function page(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

const pageRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('@/features/landing/routes/landing-page')) },

  // Venue discovery (#4)
  { path: 'venues', lazy: page(() => import('@/features/venues/routes/venue-list-page')) },
  { path: 'venue/:venueId', lazy: page(() => import('@/features/venues/routes/venue-detail-page')) },

  // Booking and payments (#5), split payments (#6)
  { path: 'pay/:token', lazy: page(() => import('@/features/split-payments/routes/split-payment-invite-page')) },
  {
    element: <RequireSignIn />,
    children: [
      // Composed in src/app/routes: these pages show other features' components (saved cards, bookings).
      { path: 'checkout', lazy: page(() => import('./routes/checkout-route')) },
      // Picks the area by role: admin, venue owner (redirect), otherwise the player account area.
      { path: 'dashboard', lazy: page(() => import('./routes/dashboard-route')) },
    ],
  },
  {
    element: <RequireSignIn redirectTo="/venue-auth?mode=login" />,
    children: [
      {
        path: 'venue-dashboard',
        lazy: page(() => import('@/features/venue-owner-dashboard/routes/venue-dashboard-page')),
      },
      {
        path: 'venue-dashboard/calendar/:venueId',
        lazy: page(() => import('@/features/venue-owner-dashboard/routes/venue-calendar-page')),
      },
    ],
  },

  // Accounts (#3)
  {
    element: <RequireSignedOut />,
    children: [
      { path: 'login', lazy: page(() => import('@/features/accounts/routes/login-page')) },
      { path: 'register', lazy: page(() => import('@/features/accounts/routes/register-page')) },
      { path: 'venue-auth', lazy: page(() => import('@/features/accounts/routes/venue-auth-page')) },
      { path: 'reset-password', lazy: page(() => import('@/features/accounts/routes/reset-password-page')) },
    ],
  },
  // Everyone: the link may be opened in a browser where someone is signed in.
  { path: 'verify-email', lazy: page(() => import('@/features/accounts/routes/verify-email-page')) },

  // Static pages
  { path: 'help', lazy: page(() => import('@/features/static-pages/routes/help-page')) },
  { path: 'about', lazy: page(() => import('@/features/static-pages/routes/about-page')) },
  { path: 'blog', lazy: page(() => import('@/features/blog/routes/blog-page')) },
  { path: 'blog/:slug', lazy: page(() => import('@/features/blog/routes/blog-article-page')) },
  { path: 'player-terms', lazy: page(() => import('@/features/static-pages/routes/player-terms-page')) },
  { path: 'venue-terms', lazy: page(() => import('@/features/static-pages/routes/venue-terms-page')) },
  { path: 'privacy-policy', lazy: page(() => import('@/features/static-pages/routes/privacy-policy-page')) },

  // Test hook for the failure screen; inert unless armed (see the page's comment).
  { path: '__throw', lazy: page(() => import('./routes/throw-for-tests-page')) },

  // A friendly 404 with ways on (issue 15 §7) rather than a silent redirect.
  { path: '*', element: <NotFoundPage /> },
];

/** Exported for the build-time prerender of public pages (src/prerender). */
export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    // Catches render and chunk-loading errors of every page below, replacing the whole screen.
    errorElement: <RouteErrorScreen />,
    children: [
      {
        // On a fresh load the router fetches the page's chunk before rendering it; this pathless
        // level keeps header and footer on screen meanwhile and shows the wait in the content area.
        hydrateFallbackElement: <PageLoading />,
        children: pageRoutes,
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/**
 * Resolves once the router has loaded the first page's code. main.tsx waits for it before replacing
 * the prerendered page, so the screen goes from the prerendered page straight to the live one
 * without a loading screen between them.
 */
export function routerReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
