import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { buttonStyles } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';

/**
 * A mistyped or outdated address (issue 15 §7): say so and offer the ways on, instead of silently
 * showing another page (player.md §2 sent visitors home or to the dashboard without a word).
 */
export function NotFoundPage() {
  const { status } = useAuth();
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col items-center px-4 py-20 text-center">
      <PageTitle>Page not found</PageTitle>
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
        <Compass aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">Page not found</h1>
      <p className="mt-3 text-lg text-slate-700">
        We couldn't find that page. The link may be mistyped or out of date.
      </p>
      <nav aria-label="Ways on" className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/venues" className={buttonStyles()}>
          Find a venue
        </Link>
        {status === 'signed-in' ? (
          <Link to="/dashboard" className={buttonStyles({ variant: 'secondary' })}>
            Go to your dashboard
          </Link>
        ) : (
          <Link to="/" className={buttonStyles({ variant: 'secondary' })}>
            Go to the home page
          </Link>
        )}
        <Link to="/help" className={buttonStyles({ variant: 'ghost' })}>
          Help Centre
        </Link>
      </nav>
    </section>
  );
}
