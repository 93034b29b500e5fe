import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';

/** Bookings and Payment tabs until the booking & payments issue (#5) fills them. */
export function ComingSoonTab({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center">
      <span className="mx-auto inline-flex size-12 items-center justify-center rounded-xl bg-emerald-50 text-emerald-700">{icon}</span>
      <h2 className="mt-4 text-xl font-semibold text-slate-900">{title}</h2>
      <div className="mx-auto mt-2 max-w-lg text-slate-700">{children}</div>
      <Link to="/venues?ranked=true" className={buttonStyles({ className: 'mt-6' })}>
        <Search aria-hidden="true" className="size-4" />
        Find Venues
      </Link>
    </div>
  );
}
