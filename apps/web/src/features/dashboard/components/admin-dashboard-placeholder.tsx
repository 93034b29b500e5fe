import { ShieldCheck } from 'lucide-react';
import { PageTitle } from '@/components/page-title';

const ADMIN_TABS = ['Overview', 'Venues', 'Users', 'Refunds', 'Venue Owner Approvals', 'Venue Approvals', 'Blog'];

/** /dashboard for an admin. The seven tabs (owner-admin.md §2) arrive with the admin dashboard issue. */
export function AdminDashboardPlaceholder({ name }: { name: string }) {
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-16 text-center">
      <PageTitle>Admin dashboard</PageTitle>
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-emerald-50 text-emerald-700">
        <ShieldCheck aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">Admin dashboard</h1>
      <p className="mt-3 text-lg text-slate-700">Signed in as {name}.</p>
      <p className="mt-4 text-slate-700">
        The admin tabs arrive with the admin dashboard issue: {ADMIN_TABS.join(', ')}.
      </p>
    </section>
  );
}
