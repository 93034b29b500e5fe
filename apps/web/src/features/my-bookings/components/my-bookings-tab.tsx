import { VENUE_TIME_ZONE, type PlayerBooking } from '@app/contracts';
import { toZonedParts } from '@app/domain';
import { CalendarDays, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { LoadingStatus } from '@/components/ui/loading-status';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { useMyBookings } from '../api/get-my-bookings';
import { bookingActions, groupBookings } from '../lib/booking-groups';
import { AmendBookingDialog } from './amend-booking-dialog';
import { bookAgainHref } from '../lib/book-again';
import { BookingCard, type BookingAction } from './booking-card';
import { BookingDetailsDialog } from './booking-details-dialog';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { NoticeDialog } from '@/components/ui/notice-dialog';
import type { Notice } from '../lib/booking-notices';

type ListTab = 'upcoming' | 'previous';

/** Today's date at the venues ('YYYY-MM-DD'), for bookings that come without a display status. */
function venueToday(): string {
  return toZonedParts(new Date(), VENUE_TIME_ZONE).date;
}

/** The Bookings tab of the account area (player.md §2): upcoming and previous bookings with their popups. */
export function MyBookingsTab() {
  const bookings = useMyBookings();
  const [tab, setTab] = useState<ListTab>('upcoming');
  const [open, setOpen] = useState<{ action: BookingAction; booking: PlayerBooking } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const today = venueToday();
  const groups = useMemo(() => groupBookings(bookings.data ?? [], today), [bookings.data, today]);

  const items: readonly TabItem<ListTab>[] = [
    { value: 'upcoming', label: `Upcoming Bookings (${groups.upcoming.length})` },
    { value: 'previous', label: `Previous Bookings (${groups.previous.length})` },
  ];
  const close = () => setOpen(null);
  const openFor = (action: BookingAction) => (open?.action === action ? open.booking : null);

  return (
    <section aria-labelledby="my-bookings-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-bookings-heading" className="text-xl font-semibold text-slate-900">
          My bookings
        </h2>
        <Link to="/venues?ranked=true" className={buttonStyles({ size: 'sm' })}>
          <Search aria-hidden="true" className="size-4" />
          Find Venues
        </Link>
      </div>

      {bookings.isPending ? (
        <LoadingStatus>Loading your bookings...</LoadingStatus>
      ) : (
        <Tabs label="Bookings" idPrefix="my-bookings" items={items} value={tab} onValueChange={setTab}>
          {(active) => {
            const list = active === 'upcoming' ? groups.upcoming : groups.previous;
            if (list.length === 0) return <EmptyList tab={active} />;
            return (
              <div className="space-y-3">
                {list.map((booking) => {
                  const actions = bookingActions(booking, today);
                  return (
                    <BookingCard
                      key={booking.id}
                      booking={booking}
                      canCancel={actions.canCancel}
                      canAmend={actions.canAmend}
                      onAction={(action, chosen) => setOpen({ action, booking: chosen })}
                      bookAgainHref={active === 'previous' ? bookAgainHref(booking, today) : undefined}
                    />
                  );
                })}
              </div>
            );
          }}
        </Tabs>
      )}

      <BookingDetailsDialog booking={openFor('view')} onClose={close} />
      <CancelBookingDialog booking={openFor('cancel')} onClose={close} onNotice={setNotice} />
      <AmendBookingDialog booking={openFor('amend')} onClose={close} onNotice={setNotice} />
      <NoticeDialog
        open={notice !== null}
        onOpenChange={(open) => !open && setNotice(null)}
        title="Notice"
        actionLabel="OK"
        onAction={() => setNotice(null)}
      >
        <p>{notice?.message}</p>
        {notice?.detail && <p>{notice.detail}</p>}
      </NoticeDialog>
    </section>
  );
}

function EmptyList({ tab }: { tab: ListTab }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center">
      <CalendarDays aria-hidden="true" className="mx-auto size-8 text-slate-500" />
      <p className="mt-3 font-medium text-slate-900">
        {tab === 'upcoming' ? 'No upcoming bookings' : 'No previous bookings'}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {tab === 'upcoming'
          ? 'Find a venue and book your next game.'
          : 'Bookings that have taken place or were cancelled appear here.'}
      </p>
    </div>
  );
}
