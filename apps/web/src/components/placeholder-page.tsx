import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { PageTitle } from './page-title';

interface PlaceholderPageProps {
  title: string;
  /** Which issue builds this screen, e.g. 'Venue search arrives with the venue discovery issue (#4).' */
  message: string;
  children?: ReactNode;
}

/** Stand-in for a screen a later issue builds, so every route in the spec's table already resolves. */
export function PlaceholderPage({ title, message, children }: PlaceholderPageProps) {
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <PageTitle>{title}</PageTitle>
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-emerald-50 text-emerald-700">
        <Construction aria-hidden="true" className="size-7" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-wide text-emerald-800 uppercase">Coming soon</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-700">{message}</p>
      {children}
      <Link to="/" className={buttonStyles({ className: 'mt-8' })}>
        Back to home
      </Link>
    </section>
  );
}
