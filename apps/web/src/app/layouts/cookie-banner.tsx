import type { CookieConsent } from '@app/contracts';
import { Cookie } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { readCookieConsent, saveCookieConsent } from '@/lib/cookie-consent';

/**
 * Asks once for cookie consent and remembers the answer in localStorage (owner-admin.md §2).
 * Fixed to the bottom of the screen and compact on phones (a short sentence and two buttons side by
 * side, well under a fifth of a 390 × 844 screen); it takes no room in the page's flow, so showing or
 * dismissing it moves nothing (CLS). The layout renders it first, so it is the first stop of the
 * tab order after the skip link.
 */
export function CookieBanner() {
  const [consent, setConsent] = useState<CookieConsent | null>(readCookieConsent);
  if (consent) return null;

  const choose = (choice: CookieConsent) => {
    saveCookieConsent(choice);
    setConsent(choice);
  };

  return (
    <section
      data-cookie-banner=""
      aria-labelledby="cookie-banner-title"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white shadow-[0_-8px_24px_rgba(15,23,42,0.08)]"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-3 sm:px-6 md:flex-row md:items-center md:justify-between md:gap-4 md:py-4 lg:px-8">
        <div className="flex gap-3">
          <Cookie aria-hidden="true" className="mt-0.5 hidden size-6 shrink-0 text-emerald-700 sm:block" />
          <div>
            <h2 id="cookie-banner-title" className="text-sm font-semibold text-slate-900 md:text-base">
              We use cookies
            </h2>
            <p className="mt-0.5 max-w-3xl text-xs text-slate-700 md:mt-1 md:text-sm">
              Essential cookies keep you signed in<span className="hidden md:inline"> and your bookings secure</span>.
              Optional ones help us improve the site. See our{' '}
              <Link
                to="/privacy-policy"
                className="font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-900"
              >
                privacy policy
              </Link>
              .
            </p>
          </div>
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-2 md:flex md:gap-3">
          <Button variant="secondary" onClick={() => choose('essential')}>
            Essential only
          </Button>
          <Button onClick={() => choose('all')}>Accept all</Button>
        </div>
      </div>
    </section>
  );
}
