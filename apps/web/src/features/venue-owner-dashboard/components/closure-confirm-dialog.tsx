import { formatPence } from '@app/contracts';
import { formatVenueDate, timeSlotsLabel } from '@app/domain';
import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import type { ClosureConflict } from '../api/update-venue-availability';

/**
 * A save that closes hours players have booked (issue 12, item 7): the bookings it would cancel, with
 * a full refund, before the owner confirms.
 */
export function ClosureConfirmDialog({
  conflict,
  busy,
  onConfirm,
  onCancel,
}: {
  conflict: ClosureConflict | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={conflict !== null} onOpenChange={(open) => !open && !busy && onCancel()}>
      <DialogContent className="max-h-[92vh] overflow-y-auto sm:max-w-3xl">
        <div className="flex gap-3 pr-10">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800">
            <TriangleAlert aria-hidden="true" className="size-5" />
          </span>
          <div>
            <DialogTitle>Cancel booked hours?</DialogTitle>
            <DialogDescription className="mt-1 text-slate-700">{conflict?.message}</DialogDescription>
          </div>
        </div>
        <ul
          aria-label="Affected bookings"
          className="mt-4 divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm sm:hidden"
        >
          {conflict?.bookings.map((booking) => (
            <li key={booking.id} className="p-3">
              <div className="flex justify-between gap-3">
                <p className="font-medium text-slate-900">{booking.player.name}</p>
                <p className="font-semibold text-slate-900">{formatPence(booking.amountPence)}</p>
              </div>
              <p className="text-slate-600">{booking.player.email}</p>
              <p className="mt-1 text-slate-800">
                {formatVenueDate(booking.date)} · {timeSlotsLabel(booking.timeSlots)} · {booking.sport}
                {booking.isSplit && ' · split payment'}
              </p>
            </li>
          ))}
        </ul>
        <div
          className="mt-4 hidden max-h-72 overflow-auto rounded-lg border border-slate-200 sm:block"
          role="region"
          aria-label="Affected bookings"
          tabIndex={0}
        >
          <table className="w-full min-w-[30rem] text-left text-sm">
            <thead className="bg-slate-50 text-xs text-slate-700 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Player
                </th>
                <th scope="col" className="px-3 py-2">
                  Date
                </th>
                <th scope="col" className="px-3 py-2">
                  Time
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {conflict?.bookings.map((booking) => (
                <tr key={booking.id}>
                  <td className="px-3 py-2">
                    <p className="font-medium text-slate-900">{booking.player.name}</p>
                    <p className="text-slate-600">{booking.player.email}</p>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {formatVenueDate(booking.date)} · {booking.sport}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{timeSlotsLabel(booking.timeSlots)}</td>
                  <td className="px-3 py-2 text-right font-semibold whitespace-nowrap">
                    {formatPence(booking.amountPence)}
                    {booking.isSplit && <span className="block text-xs font-normal text-slate-600">split payment</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-3 text-sm text-slate-700">
          Each player is refunded in full to the card they paid with and told by e-mail.
        </p>
        <DialogActions className="mt-5" closeLabel="Keep bookings" busy={busy}>
          <Button variant="danger" disabled={busy} onClick={onConfirm}>
            {busy
              ? 'Cancelling…'
              : `Cancel ${conflict?.bookings.length === 1 ? 'booking' : `${conflict?.bookings.length ?? 0} bookings`} and save`}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
