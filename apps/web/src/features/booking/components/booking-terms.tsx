import { FREE_CANCELLATION_HOURS, SPLIT_CUTOFF_HOURS } from '@app/contracts';
import { Link } from 'react-router';

/** The booking terms shown before paying (player.md §9 terms; the full text is on /player-terms). */
export function BookingTerms() {
  return (
    <section
      aria-labelledby="checkout-terms"
      className="rounded-2xl border border-slate-200 bg-slate-50 p-6 text-sm text-slate-800"
    >
      <h2 id="checkout-terms" className="text-base font-semibold text-slate-900">
        Booking terms
      </h2>
      <ul className="mt-3 list-disc space-y-1.5 pl-5">
        <li>Refunds are returned to your card within 5 to 7 business days. The service fee is non-refundable.</li>
        <li>
          Cancellations follow the venue's cancellation policy: most venues offer free cancellation up to{' '}
          {FREE_CANCELLATION_HOURS} hours before the start. Ask for a cancellation from your bookings; the venue decides
          the refund.
        </li>
        <li>
          When you split the cost, any share your friends have not paid {SPLIT_CUTOFF_HOURS} hours before the start is
          charged to you as the lead booker, and the booking may be cancelled if no valid payment arrives by then.
        </li>
      </ul>
      <p className="mt-3">
        By paying you agree to the{' '}
        <Link
          to="/player-terms"
          className="font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-900"
        >
          player terms and conditions
        </Link>
        .
      </p>
    </section>
  );
}
