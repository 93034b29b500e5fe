import { formatPence, type PlayerBooking } from '@app/contracts';
import { CalendarDays, Clock, Eye, Pencil, Repeat, XCircle } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { formatLongDate, timeSlotsLabel } from '@app/domain';
import { SplitParticipants } from './split-participants';
import { StatusBadge } from './status-badge';
import { BookingRating } from './booking-rating';

export type BookingAction = 'view' | 'cancel' | 'amend';

interface BookingCardProps {
  booking: PlayerBooking;
  canCancel: boolean;
  canAmend: boolean;
  onAction: (action: BookingAction, booking: PlayerBooking) => void;
  /** Previous bookings: the venue page with this booking's sport and hours chosen ('Book again'). */
  bookAgainHref?: string | undefined;
}

/** One booking in 'My bookings' (player.md §2): venue, sport, amount, status, date, hours and actions. */
export function BookingCard({ booking, canCancel, canAmend, onAction, bookAgainHref }: BookingCardProps) {
  const headingId = useId();
  const venueName = booking.venue?.name || 'Unknown Venue';

  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">
            {venueName}
          </h3>
          <p className="text-sm text-slate-700">{booking.sport}</p>
        </div>
        <div className="flex flex-col items-end gap-1.5">
          <p className="text-lg font-bold text-slate-900">{formatPence(booking.totalAmountPence)}</p>
          <StatusBadge status={booking.displayStatus} />
        </div>
      </div>
      <dl className="mt-4 grid gap-2 text-sm text-slate-800 sm:grid-cols-2">
        <div className="flex items-center gap-2">
          <dt>
            <CalendarDays aria-hidden="true" className="size-4 text-slate-600" />
            <span className="sr-only">Date</span>
          </dt>
          <dd>{formatLongDate(booking.date)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <Clock aria-hidden="true" className="size-4 text-slate-600" />
            <span className="sr-only">Time</span>
          </dt>
          <dd>{timeSlotsLabel(booking.timeSlots)}</dd>
        </div>
      </dl>
      {booking.split && <SplitParticipants bookingId={booking.id} split={booking.split} />}
      <BookingRating booking={booking} />
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => onAction('view', booking)}>
          <Eye aria-hidden="true" className="size-4" />
          View
        </Button>
        {canAmend && (
          <Button variant="secondary" size="sm" onClick={() => onAction('amend', booking)}>
            <Pencil aria-hidden="true" className="size-4" />
            Amend
          </Button>
        )}
        {bookAgainHref && (
          <Link to={bookAgainHref} className={buttonStyles({ size: 'sm' })} aria-label={`Book again at ${venueName}`}>
            <Repeat aria-hidden="true" className="size-4" />
            Book again
          </Link>
        )}
        {canCancel && (
          <Button
            variant="ghost"
            size="sm"
            className="text-red-800 hover:bg-red-50 hover:text-red-900"
            onClick={() => onAction('cancel', booking)}
          >
            <XCircle aria-hidden="true" className="size-4" />
            Cancel
          </Button>
        )}
      </div>
    </article>
  );
}
