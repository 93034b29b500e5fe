import {
  formatPence,
  OWNER_BOOKINGS_TABLE_SIZE,
  VENUE_BOOKING_STATUSES,
  VENUE_TIME_ZONE,
  type OwnerVenue,
  type VenueBooking,
} from '@app/contracts';
import { formatVenueDate, timeSlotsLabel, toZonedParts } from '@app/domain';
import { clsx } from 'clsx';
import { Download, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LoadingStatus } from '@/components/ui/loading-status';
import { Select } from '@/components/ui/select';
import { useExportBookingsCsv } from '../api/export-venue-bookings';
import { useVenueBookings } from '../api/get-venue-bookings';
import { DeskBookingDialog } from './desk-booking-dialog';
import { NewBookingDialog, type NewBookingStart } from './new-booking-dialog';
import { DEFAULT_BOOKING_FILTERS, filterProblem, type BookingFilters } from '../lib/booking-filters';
import { BADGE_CLASSES, paymentSummary } from '../lib/status-colours';

const STATUS_LABELS: Record<(typeof VENUE_BOOKING_STATUSES)[number], string> = {
  all: 'All statuses',
  confirmed: 'Confirmed',
  pending: 'Pending',
  cancelled: 'Cancelled',
  cancellation_requested: 'Cancellation requested',
};

function Badge({ colour, children }: { colour: keyof typeof BADGE_CLASSES; children: string }) {
  return (
    <span
      className={clsx(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        BADGE_CLASSES[colour],
      )}
    >
      {children}
    </span>
  );
}

/** Bookings (owner-admin.md §2, §7): the 10 most recent matching the filters, a summary of all of them, and a CSV of the same list. */
export function BookingsTab({ venue }: { venue: OwnerVenue }) {
  const [filters, setFilters] = useState<BookingFilters>(DEFAULT_BOOKING_FILTERS);
  const [adding, setAdding] = useState<NewBookingStart | null>(null);
  const [managing, setManaging] = useState<number | null>(null);
  const today = toZonedParts(new Date(), VENUE_TIME_ZONE).date;
  const problem = filterProblem(filters);
  const bookings = useVenueBookings(venue.id, filters, OWNER_BOOKINGS_TABLE_SIZE);
  const exportCsv = useExportBookingsCsv();
  const set = (change: Partial<BookingFilters>) => setFilters({ ...filters, ...change });

  const onExport = () =>
    exportCsv.mutate(
      { venueId: venue.id, venueName: venue.name, filters, today: toZonedParts(new Date(), VENUE_TIME_ZONE).date },
      {
        onSuccess: (filename) => toast.success(`Exported ${filename}`),
        onError: (error) => toast.error(error.message),
      },
    );

  const summary = bookings.data?.summary;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          Phone and walk-in customers are booked here, on the same courts as online.
        </p>
        <Button onClick={() => setAdding({ date: today })}>
          <Plus aria-hidden="true" className="size-4" />
          New booking
        </Button>
      </div>
      <NewBookingDialog venue={venue} start={adding} onClose={() => setAdding(null)} />
      <DeskBookingDialog venue={venue} bookingId={managing} now={new Date()} onClose={() => setManaging(null)} />
      <form
        aria-label="Filter bookings"
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="space-y-1.5">
          <Label htmlFor="bookings-status">Status</Label>
          <Select
            id="bookings-status"
            value={filters.status}
            onChange={(event) => set({ status: event.target.value as BookingFilters['status'] })}
          >
            {VENUE_BOOKING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="bookings-from">From</Label>
          <Input
            id="bookings-from"
            type="date"
            value={filters.dateFrom}
            onChange={(event) => set({ dateFrom: event.target.value })}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="bookings-to">To</Label>
          <Input
            id="bookings-to"
            type="date"
            value={filters.dateTo}
            onChange={(event) => set({ dateTo: event.target.value })}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="bookings-sport">Sport</Label>
          <Select id="bookings-sport" value={filters.sport} onChange={(event) => set({ sport: event.target.value })}>
            <option value="">All sports</option>
            {venue.sports.map((sport) => (
              <option key={sport} value={sport}>
                {sport}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex items-end gap-2">
          <Button
            variant="secondary"
            className="flex-1"
            disabled={exportCsv.isPending || Boolean(problem)}
            onClick={onExport}
          >
            <Download aria-hidden="true" className="size-4" />
            {exportCsv.isPending ? 'Exporting…' : 'Export CSV'}
          </Button>
        </div>
      </form>
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}

      {summary && (
        <dl aria-label="Bookings summary" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {[
            ['Bookings', String(summary.total)],
            ['Hours booked', String(summary.slotsBooked)],
            ['Revenue', summary.revenuePence === null ? '–' : formatPence(summary.revenuePence)],
            ['Cancelled', String(summary.byStatus?.cancelled ?? 0)],
          ].map(([label, value]) => (
            <div key={label} className="rounded-xl border border-slate-200 bg-white p-3">
              <dt className="text-xs text-slate-600">{label}</dt>
              <dd className="text-xl font-bold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      )}

      {bookings.isPending ? (
        <LoadingStatus className="py-12">Loading bookings…</LoadingStatus>
      ) : bookings.isError ? (
        <p role="alert" className="py-12 text-center text-red-700">
          Failed to load bookings. Please try again.
        </p>
      ) : bookings.data.bookings.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 py-12 text-center text-slate-600">
          No bookings found
        </p>
      ) : (
        <>
          {/* Phones: one card per booking; the table from md up. */}
          <ul aria-label="Latest bookings" className="space-y-3 md:hidden">
            {bookings.data.bookings.map((booking) => (
              <li key={booking.id} className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">
                      {booking.customer?.name ?? booking.customerName ?? '–'}
                    </p>
                    <p className="truncate text-slate-600">{booking.customer?.email}</p>
                  </div>
                  <p className="font-semibold whitespace-nowrap text-slate-900">
                    {booking.totalAmountPence === null ? '–' : formatPence(booking.totalAmountPence)}
                  </p>
                </div>
                <p className="mt-2 text-slate-800">
                  {formatVenueDate(booking.date)} · {timeSlotsLabel(booking.timeSlots)} · {booking.sport}
                </p>
                <div className="mt-2 flex flex-wrap items-start gap-2">
                  <Badge colour={booking.displayStatus?.color ?? 'grey'}>
                    {booking.displayStatus?.label ?? booking.status}
                  </Badge>
                  <PaymentBadge booking={booking} />
                </div>
                <div className="mt-3 flex items-center justify-between">
                  <span className="font-mono text-xs text-slate-600">{booking.code}</span>
                  <Button size="sm" variant="secondary" onClick={() => setManaging(booking.id)}>
                    Manage
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <div
            className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block"
            tabIndex={0}
            role="region"
            aria-label="Latest bookings"
          >
            <table className="w-full min-w-[58rem] text-left text-sm">
              <caption className="sr-only">
                The {OWNER_BOOKINGS_TABLE_SIZE} most recent bookings matching the filters
              </caption>
              <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    Customer
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Date
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Time
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Sport
                  </th>
                  <th scope="col" className="px-4 py-3 text-right">
                    Amount
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Status
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Payment
                  </th>
                  <th scope="col" className="px-4 py-3">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {bookings.data.bookings.map((booking) => (
                  <tr key={booking.id}>
                    <td className="px-4 py-3">
                      <p className="font-medium text-slate-900">
                        {booking.customer?.name ?? booking.customerName ?? '–'}
                      </p>
                      <p className="text-slate-600">{booking.customer?.email}</p>
                      <p className="font-mono text-xs text-slate-500">{booking.code}</p>
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap">{formatVenueDate(booking.date)}</td>
                    <td className="px-4 py-3 whitespace-nowrap">{timeSlotsLabel(booking.timeSlots)}</td>
                    <td className="px-4 py-3">{booking.sport}</td>
                    <td className="px-4 py-3 text-right font-semibold whitespace-nowrap">
                      {booking.totalAmountPence === null ? '–' : formatPence(booking.totalAmountPence)}
                    </td>
                    <td className="px-4 py-3">
                      <span title={booking.displayStatus?.description}>
                        <Badge colour={booking.displayStatus?.color ?? 'grey'}>
                          {booking.displayStatus?.label ?? booking.status}
                        </Badge>
                      </span>
                    </td>
                    <td className="px-4 py-3">
                      <PaymentBadge booking={booking} />
                    </td>
                    <td className="px-4 py-3 text-right">
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={`Manage booking ${booking.code}`}
                        onClick={() => setManaging(booking.id)}
                      >
                        Manage
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {summary && summary.total > OWNER_BOOKINGS_TABLE_SIZE && (
        <p className="text-sm text-slate-600">
          Showing the {OWNER_BOOKINGS_TABLE_SIZE} most recent of {summary.total}. Export CSV for the full list.
        </p>
      )}
    </div>
  );
}

/** The payment badge, and for a split booking whose friends still owe, what has been paid so far. */
function PaymentBadge({ booking }: { booking: VenueBooking }) {
  const payment = paymentSummary(booking);
  return (
    <span className="inline-flex flex-col items-start gap-0.5">
      <Badge colour={payment.colour}>{payment.label}</Badge>
      {payment.detail && <span className="text-xs text-slate-700">{payment.detail}</span>}
    </span>
  );
}
