import { FREE_CANCELLATION_HOURS, SPLIT_CUTOFF_HOURS } from '@app/contracts';
import { Info } from 'lucide-react';

/** The notes every booking panel shows (player.md §2 booking panel; help text for cancellations). */
export function ImportantInformation({ facilities }: { facilities: readonly string[] }) {
  const rentsEquipment = facilities.includes('Equipment Rental');
  const items = [
    'Please arrive 10 minutes before your booking starts.',
    `Cancellation is free up to ${FREE_CANCELLATION_HOURS} hours before the start for most venues.`,
    rentsEquipment
      ? 'Bring your own equipment, or rent it at the venue (equipment rental is listed here).'
      : 'Bring your own equipment: this venue does not list equipment rental.',
    'Times are UK times at the venue. Bookings open up to 30 days ahead.',
    `Splitting the cost? Unpaid shares are charged to the organiser ${SPLIT_CUTOFF_HOURS} hours before the start.`,
  ];
  return (
    <section aria-labelledby="important-information-heading" className="rounded-xl bg-slate-50 p-4">
      <h3 id="important-information-heading" className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <Info aria-hidden="true" className="size-4 text-emerald-700" />
        Important information
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
