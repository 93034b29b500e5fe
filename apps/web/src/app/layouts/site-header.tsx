import { AUTH_MESSAGES } from '@app/contracts';
import { clsx } from 'clsx';
import { Link, NavLink, useNavigate } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { buttonStyles } from '@/components/ui/button';
import { BRAND_NAME } from '@/config/brand';
import { useAuth } from '@/lib/auth';
import { lazyToast } from '@/lib/lazy-toast';
import { MobileMenuButton } from './mobile-menu-button';
import { PRIMARY_NAV_LINKS } from './primary-nav-links';
import { LazyUserMenu } from './lazy-user-menu';

export function SiteHeader() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();

  const handleSignOut = () => {
    signOut();
    lazyToast.success(AUTH_MESSAGES.loggedOut);
    navigate('/');
  };

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-6 px-4 sm:px-6 lg:px-8">
        <Link to="/" aria-label={`${BRAND_NAME} home`} className="rounded-lg">
          <BrandLogo />
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {PRIMARY_NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    clsx(
                      'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                      isActive
                        ? 'bg-emerald-50 text-emerald-900'
                        : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto hidden items-center gap-2 md:flex">
          {user ? (
            <LazyUserMenu user={user} onSignOut={handleSignOut} />
          ) : (
            <>
              <Link to="/login" className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
                Log In
              </Link>
              <Link to="/register" className={buttonStyles({ size: 'sm' })}>
                Sign Up
              </Link>
            </>
          )}
        </div>

        <MobileMenuButton user={user} onSignOut={handleSignOut} className="ml-auto md:hidden" />
      </div>
    </header>
  );
}
