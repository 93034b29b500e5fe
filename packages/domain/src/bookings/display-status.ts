import { formatPence } from '@app/contracts';

/**
 * How a booking reads in "My bookings" (player.md §4 Displayed descriptions). Computed on the server
 * from the stored status and the injected `now`, so a booking whose last slot has ended shows as
 * completed without anything having to update it.
 */
export type DisplayColor = 'green' | 'yellow' | 'red' | 'blue' | 'orange' | 'grey';

export interface DisplayStatusInput {
  status: 'pending' | 'confirmed' | 'cancellation_requested' | 'cancelled' | 'expired' | 'failed';
  paymentStatus: 'pending' | 'succeeded' | 'partially_refunded' | 'refunded' | 'failed';
  startsAt: Date;
  endsAt: Date;
  /** The latest cancellation request, if any. */
  cancellation: {
    status: 'pending' | 'processing' | 'approved' | 'rejected';
    refundType: 'full' | 'partial' | 'none' | null;
  } | null;
  /** A split booking: what its payers have paid of its total, and how many shares are still unpaid. */
  shares?: SharesPaid | null;
}

export interface SharesPaid {
  paidPence: number;
  totalPence: number;
  pending: number;
}

/** '£42.67 of £64.00 paid, 1 share pending' while friends still owe; null once everyone has paid (issue 33 §2). */
export function sharesPendingLine(shares: SharesPaid | null | undefined): string | null {
  if (!shares || shares.pending === 0) return null;
  return `${formatPence(shares.paidPence)} of ${formatPence(shares.totalPence)} paid, ${shares.pending} ${shares.pending === 1 ? 'share' : 'shares'} pending`;
}

export interface BookingDisplayStatus {
  code: 'confirmed' | 'pending' | 'cancelled' | 'cancellation_requested' | 'completed' | 'rejected';
  label: string;
  description: string;
  color: DisplayColor;
  canCancel: boolean;
  canAmend: boolean;
}

export function bookingDisplayStatus(booking: DisplayStatusInput, now: Date): BookingDisplayStatus {
  const upcoming = booking.startsAt.getTime() > now.getTime();
  const ended = booking.endsAt.getTime() <= now.getTime();
  const fixed = { canCancel: false, canAmend: false };

  if (booking.status === 'cancelled' || booking.status === 'expired' || booking.status === 'failed') {
    if (booking.status !== 'cancelled')
      return {
        code: 'cancelled',
        label: 'Not completed',
        description: 'Payment was not completed; nothing was charged',
        color: 'grey',
        ...fixed,
      };
    const refund =
      booking.cancellation?.refundType ??
      (booking.paymentStatus === 'refunded'
        ? 'full'
        : booking.paymentStatus === 'partially_refunded'
          ? 'partial'
          : 'none');
    const description =
      refund === 'full'
        ? 'Cancelled with a full refund'
        : refund === 'partial'
          ? 'Cancelled with a partial refund'
          : 'Cancelled without a refund';
    return { code: 'cancelled', label: 'Cancelled', description, color: 'red', ...fixed };
  }
  if (booking.status === 'cancellation_requested') {
    return {
      code: 'cancellation_requested',
      label: 'Cancellation requested',
      description: 'Your cancellation request is being reviewed',
      color: 'orange',
      ...fixed,
    };
  }
  if (ended)
    return {
      code: 'completed',
      label: 'Completed',
      description: 'This booking has taken place',
      color: 'blue',
      ...fixed,
    };
  if (booking.status === 'pending') {
    return {
      code: 'pending',
      label: 'Pending',
      description: 'Waiting for payment to be completed',
      color: 'yellow',
      ...fixed,
    };
  }
  if (booking.cancellation?.status === 'rejected') {
    return {
      code: 'rejected',
      label: 'Confirmed',
      description: 'Cancellation request rejected; the booking stands',
      color: 'yellow',
      canCancel: upcoming,
      canAmend: upcoming,
    };
  }
  return {
    code: 'confirmed',
    label: 'Confirmed',
    description: upcoming ? (sharesPendingLine(booking.shares) ?? 'Confirmed and paid') : 'In progress',
    color: 'green',
    canCancel: upcoming,
    canAmend: upcoming,
  };
}
