import { formatPence, type ActivityType } from '@app/contracts';

/** The spec's display colours (owner-admin.md §4: green, yellow, red, blue, orange, otherwise grey) as badge classes. */
export const BADGE_CLASSES = {
  green: 'bg-emerald-100 text-emerald-900',
  yellow: 'bg-amber-100 text-amber-900',
  red: 'bg-red-100 text-red-900',
  blue: 'bg-sky-100 text-sky-900',
  orange: 'bg-orange-100 text-orange-900',
  grey: 'bg-slate-100 text-slate-800',
} as const;
export type BadgeColour = keyof typeof BADGE_CLASSES;

/** Payment states (owner-admin.md §4: succeeded, partially_refunded, pending, failed) in the same colours. */
export function paymentColour(status: string | null): BadgeColour {
  switch (status) {
    case 'succeeded':
      return 'green';
    case 'pending':
    case 'requires_action':
      return 'yellow';
    case 'failed':
      return 'red';
    case 'partially_refunded':
      return 'orange';
    case 'refunded':
      return 'blue';
    default:
      return 'grey';
  }
}

/** 'partially_refunded' → 'Partially refunded'. */
export function paymentLabel(status: string | null): string {
  if (!status) return '–';
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The payment cell of a booking: its payment status, or for a split booking whose friends still
 * owe, what has been paid of the total (issue 33 §2: never "Succeeded" while shares are pending).
 */
export function paymentSummary(booking: {
  paymentStatus: string | null;
  totalAmountPence: number | null;
  sharesPaid?: { paidPence: number; pending: number } | null;
  paymentMethod?: 'online' | 'paid_at_venue' | 'pay_on_arrival' | null;
}): { label: string; colour: BadgeColour; detail: string | null } {
  // A desk booking's money is paid at the venue (docs/decisions/0058), not through the card ledger.
  if (booking.paymentMethod === 'paid_at_venue' && booking.paymentStatus === 'succeeded')
    return { label: 'Paid at the venue', colour: 'green', detail: null };
  if (booking.paymentMethod === 'pay_on_arrival' && booking.paymentStatus === 'pending')
    return { label: 'Pay on arrival', colour: 'yellow', detail: null };
  const shares = booking.sharesPaid;
  if (shares && shares.pending > 0 && booking.paymentStatus === 'succeeded' && booking.totalAmountPence !== null) {
    return {
      label: 'Part paid',
      colour: 'yellow',
      detail: `${formatPence(shares.paidPence)} of ${formatPence(booking.totalAmountPence)}, ${shares.pending} ${shares.pending === 1 ? 'share' : 'shares'} pending`,
    };
  }
  return { label: paymentLabel(booking.paymentStatus), colour: paymentColour(booking.paymentStatus), detail: null };
}

/** What happened to a booking (the Overview's activity, docs/decisions/0057) in the same colours. */
export const ACTIVITY_COLOURS: Record<ActivityType, BadgeColour> = {
  booked: 'green',
  manual_booking: 'green',
  amended: 'blue',
  cancellation_requested: 'yellow',
  cancelled: 'red',
  refunded: 'orange',
  no_show: 'grey',
};

/** The verb of an activity line: '{name} booked Padel', '{name} asked to cancel Padel'. */
export const ACTIVITY_VERBS: Record<ActivityType, string> = {
  booked: 'booked',
  manual_booking: 'was booked in for',
  amended: 'changed their booking of',
  cancellation_requested: 'asked to cancel',
  cancelled: 'had cancelled',
  refunded: 'was refunded for',
  no_show: 'did not show up for',
};
