import { formatPence, type CalendarBooking, type CalendarCourt } from '@app/contracts';
import { formatLondonDateTime } from '@app/domain';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { DetailList, DetailRow } from '@/components/ui/detail-list';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { longDayLabel, PAYMENT_KEY_STYLES, STATUS_LABELS } from '../lib/calendar-layout';

interface CalendarBookingDialogProps {
  booking: CalendarBooking | null;
  courts: readonly CalendarCourt[];
  onOpenChange: (open: boolean) => void;
  /** The owner's actions on the booking (cancel, mark paid, …), rendered under its details. */
  actions?: ((booking: CalendarBooking) => ReactNode) | undefined;
}

/** The courts a booking holds, in hour order, each once: 'Court 2', or 'Court 1, then Court 3'. */
function courtNames(booking: CalendarBooking, courts: readonly CalendarCourt[]): string {
  const names: string[] = [];
  for (const hour of booking.hours) {
    const name = courts.find((court) => court.id === hour.courtId)?.name;
    if (name && names.at(-1) !== name) names.push(name);
  }
  return names.length ? names.join(', then ') : 'None (released)';
}

/** A booking's details from the calendar: who, when, where, how much and how it is paid; then the actions slot. */
export function CalendarBookingDialog({ booking, courts, onOpenChange, actions }: CalendarBookingDialogProps) {
  const style = booking ? PAYMENT_KEY_STYLES[booking.paymentKey] : null;
  return (
    <Dialog open={booking !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        {booking && style && (
          <>
            <DialogTitle>Booking {booking.code}</DialogTitle>
            <DialogDescription className="mt-1">
              {booking.sport} · {longDayLabel(booking.date)} · {booking.startTime}–{booking.endTime}
            </DialogDescription>
            <p className="mt-3 flex flex-wrap gap-2">
              <span className={clsx('rounded-full border px-2.5 py-0.5 text-xs font-semibold', style.block)}>
                {style.label}
              </span>
              <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
                {STATUS_LABELS[booking.status]}
              </span>
              {booking.noShow && (
                <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900">
                  No-show
                </span>
              )}
            </p>
            <DetailList className="mt-4">
              <DetailRow label="Customer">{booking.customer.name}</DetailRow>
              <DetailRow label="Phone">
                {booking.customer.phone ? (
                  <a className="text-emerald-800 underline" href={`tel:${booking.customer.phone.replace(/\s+/g, '')}`}>
                    {booking.customer.phone}
                  </a>
                ) : (
                  '–'
                )}
              </DetailRow>
              <DetailRow label="E-mail">
                {booking.customer.email ? (
                  <a className="break-all text-emerald-800 underline" href={`mailto:${booking.customer.email}`}>
                    {booking.customer.email}
                  </a>
                ) : (
                  '–'
                )}
              </DetailRow>
              <DetailRow label="Hours">
                {booking.startTime}–{booking.endTime} ({booking.hours.length}{' '}
                {booking.hours.length === 1 ? 'hour' : 'hours'})
              </DetailRow>
              <DetailRow label="Court">{courtNames(booking, courts)}</DetailRow>
              <DetailRow label="Amount">{formatPence(booking.amountPence)}</DetailRow>
              <DetailRow label="Paid">
                {formatPence(booking.paidPence)}
                {booking.isSplit ? ' (split between players)' : ''}
              </DetailRow>
              <DetailRow label="Payment">{style.label}</DetailRow>
              <DetailRow label="Booked">
                {booking.source === 'manual' ? 'By the venue (phone or walk-in)' : 'Online'}
              </DetailRow>
              {booking.holdExpiresAt && (
                <DetailRow label="Hold ends">{formatLondonDateTime(booking.holdExpiresAt)}</DetailRow>
              )}
              {booking.payLinkDeadline && (
                <DetailRow label="Pay by">{formatLondonDateTime(booking.payLinkDeadline)}</DetailRow>
              )}
              <DetailRow label="Note">{booking.note ?? '–'}</DetailRow>
            </DetailList>
            {actions && <div className="mt-5 flex flex-wrap gap-2">{actions(booking)}</div>}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
