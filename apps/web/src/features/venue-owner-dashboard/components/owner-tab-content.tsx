import { AUTH_MESSAGES } from '@app/contracts';
import { Building2, Hourglass } from 'lucide-react';

/** Every tab of an unapproved owner (owner-admin.md §2, §6): nothing can be done until an admin approves. */
export function AccountUnderReview() {
  return (
    <div className="rounded-2xl border border-amber-200 bg-amber-50 px-6 py-12 text-center">
      <span className="mx-auto inline-flex size-12 items-center justify-center rounded-xl bg-white text-amber-800">
        <Hourglass aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-4 text-xl font-semibold text-amber-950">{AUTH_MESSAGES.accountUnderReview}</h2>
      <p className="mx-auto mt-2 max-w-lg text-amber-950">
        Our team is reviewing your venue owner account. This usually takes 1-2 business days, and we will notify you by
        e-mail as soon as it is approved.
      </p>
    </div>
  );
}

/** Every tab of an approved owner without a venue. */
export function NoVenueAdded({ section }: { section: string }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center">
      <span className="mx-auto inline-flex size-12 items-center justify-center rounded-xl bg-emerald-50 text-emerald-700">
        <Building2 aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-4 text-xl font-semibold text-slate-900">No Venue Added</h2>
      <p className="mx-auto mt-2 max-w-lg text-slate-700">
        Use Add Venue to list your venue and see {section} here. An admin reviews it, usually within 1-2 business days.
      </p>
    </div>
  );
}
