import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { PageTitle } from '@/components/page-title';
import { BRAND_NAME } from '@/config/brand';
import { cameFromThisSite } from '@/lib/came-from-this-site';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Under the card, e.g. the link between log in and sign up. */
  footer?: ReactNode;
  /** Wider card for the longer registration forms. */
  wide?: boolean;
}

/**
 * The frame of the sign-in screens (player.md §2): the logo goes home and the close button goes back
 * where the visitor came from on this site, or home when this page was opened directly or from
 * another site (cameFromThisSite).
 */
export function AuthCard({ title, subtitle, children, footer, wide = false }: AuthCardProps) {
  const navigate = useNavigate();
  const location = useLocation();
  // Going back must not leave the site: a visitor who followed Log In before the app had taken over
  // the page they were on arrives by a full page load, and goes back to that page too.
  const close = () => (cameFromThisSite(location.key) ? navigate(-1) : navigate('/'));

  return (
    <section className="flex flex-1 items-start justify-center bg-slate-50 px-4 py-10 sm:py-16">
      <PageTitle>{title}</PageTitle>
      <div
        className={`relative w-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 ${wide ? 'max-w-xl' : 'max-w-md'}`}
      >
        <button
          type="button"
          onClick={close}
          aria-label="Close"
          className="absolute top-4 right-4 inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
        <Link to="/" aria-label={`${BRAND_NAME} home`} className="inline-block rounded-lg">
          <BrandLogo />
        </Link>
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {subtitle && <p className="mt-2 text-slate-700">{subtitle}</p>}
        <div className="mt-6">{children}</div>
        {footer && (
          <div className="mt-6 border-t border-slate-200 pt-6 text-center text-sm text-slate-700">{footer}</div>
        )}
      </div>
    </section>
  );
}
