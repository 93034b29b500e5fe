import type { CookieConsent } from '@app/contracts';
import { Cookie } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { readCookieConsent, saveCookieConsent } from '@/lib/cookie-consent';

/**
 * Asks once for cookie consent and remembers the answer in localStorage (owner-admin.md §2).
 * Sticky rather than fixed: it stays in view while scrolling but never covers the end of the page.
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
      aria-labelledby="cookie-banner-title"
      className="sticky bottom-0 z-20 border-t border-slate-200 bg-white shadow-[0_-8px_24px_rgba(15,23,42,0.08)]"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-4 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="flex gap-3">
          <Cookie aria-hidden="true" className="mt-0.5 hidden size-6 shrink-0 text-emerald-700 sm:block" />
          <div>
            <h2 id="cookie-banner-title" className="font-semibold text-slate-900">
              We use cookies
            </h2>
            <p className="mt-1 max-w-3xl text-sm text-slate-700">
              Essential cookies keep you signed in and your bookings secure. With your permission we also use optional cookies to
              understand how the site is used so we can improve it. Read more in our{' '}
              <Link to="/privacy-policy" className="font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-900">
                privacy policy
              </Link>
              .
            </p>
          </div>
        </div>
        <div className="flex shrink-0 gap-3">
          <Button variant="secondary" onClick={() => choose('essential')}>
            Essential only
          </Button>
          <Button onClick={() => choose('all')}>Accept all</Button>
        </div>
      </div>
    </section>
  );
}
