import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useAuth } from '@/lib/auth';
import { CookieBanner } from './cookie-banner';
import { NavigationProgress } from './navigation-progress';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useFocusHeadingOnNavigate } from './use-focus-heading-on-navigate';
import { VenueOwnerBanner } from './venue-owner-banner';

/** The policy pages are what the cookie banner links to; reading them should not be interrupted by it. */
const PATHS_WITHOUT_COOKIE_BANNER = new Set(['/privacy-policy', '/player-terms', '/venue-terms']);

export function MainLayout() {
  const { status } = useAuth();
  const { pathname } = useLocation();
  useFocusHeadingOnNavigate();

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-emerald-900 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      {/* First in the tab order after the skip link (it floats over the page's bottom edge). Its own
          boundary: for a visitor who already chose, the rendered page's banner differs from the live
          page's none, and only this part is then rendered afresh instead of the whole page. */}
      <Suspense fallback={null}>{!PATHS_WITHOUT_COOKIE_BANNER.has(pathname) && <CookieBanner />}</Suspense>
      <NavigationProgress />
      <SiteHeader />
      {/* At least a screen tall (less the 4rem header), so the banners and footer start below the fold
          and never jump while a page loads its content (CLS). */}
      <main
        id="main-content"
        tabIndex={-1}
        className="flex min-h-[calc(100svh-4rem)] flex-1 flex-col focus:outline-none"
      >
        <Outlet />
      </main>
      {status === 'signed-out' && <VenueOwnerBanner />}
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
