import { formatPence, type VenueDetail } from '@app/contracts';
import { CalendarDays } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { revealBookingPanel } from './booking-panel';

/**
 * On phones the booking panel sits below the gallery and the venue's details; this bar stays at the
 * bottom of the screen so sport, date and times are one tap away from anywhere on the page. Hidden
 * from large screens, where the panel sits beside the gallery.
 */
export function PhoneBookBar({ venue }: { venue: Pick<VenueDetail, 'minPricePence'> }) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-8px_24px_rgba(15,23,42,0.08)] backdrop-blur lg:hidden">
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-3">
        <p className="text-sm font-semibold text-slate-900">
          {venue.minPricePence === null ? 'Price on request' : `From ${formatPence(venue.minPricePence)}/hour`}
        </p>
        <Button onClick={() => revealBookingPanel()}>
          <CalendarDays aria-hidden="true" className="size-4" />
          Book
        </Button>
      </div>
    </div>
  );
}
