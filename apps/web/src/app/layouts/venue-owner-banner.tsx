import { Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';

/** Invitation for venue owners above the footer; the layout shows it to signed-out visitors only. */
export function VenueOwnerBanner() {
  return (
    <aside aria-labelledby="venue-owner-banner-title" className="bg-emerald-800 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="flex items-start gap-4">
          <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-white/10 sm:inline-flex">
            <Building2 aria-hidden="true" className="size-6" />
          </span>
          <div>
            <h2 id="venue-owner-banner-title" className="text-xl font-semibold">
              Own a sports venue?
            </h2>
            <p className="mt-1 max-w-2xl text-emerald-50">
              List your courts and pitches, reach players across London and manage prices, availability and bookings
              from one dashboard.
            </p>
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">
          {/* The header has a player 'Log In'; the fuller name tells the two apart for screen readers. */}
          <Link
            to="/venue-auth?mode=login"
            aria-label="Log In as a venue owner"
            className={buttonStyles({ variant: 'outline-inverse' })}
          >
            Log In
          </Link>
          <Link to="/venue-auth?mode=register" className={buttonStyles({ variant: 'inverse' })}>
            List Your Venue
          </Link>
        </div>
      </div>
    </aside>
  );
}
