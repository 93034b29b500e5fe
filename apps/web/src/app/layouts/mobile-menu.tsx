import { LayoutDashboard, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { formatUserDisplayName, type AuthUser } from '@/lib/auth';
import { PRIMARY_NAV_LINKS } from './primary-nav-links';
import { UserAvatar } from '@/components/user-avatar';

interface MobileMenuProps {
  user: AuthUser | null;
  onSignOut: () => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const menuLinkClass =
  'flex items-center gap-3 rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100';

/**
 * The phone-sized slide-out menu with the same entries as the desktop header. Every entry sits in a
 * DialogClose so choosing one also closes the sheet. Loaded on first use by MobileMenuButton, so the
 * dialog code is not part of the landing page's JavaScript.
 */
export default function MobileMenu({ user, onSignOut, open, onOpenChange }: MobileMenuProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent placement="right-sheet" closeLabel="Close menu" aria-describedby={undefined}>
        <DialogTitle>Menu</DialogTitle>

        {user && (
          <div className="mt-6 flex items-center gap-3 rounded-xl bg-slate-50 p-3">
            <UserAvatar name={user.name} image={user.profileImage} />
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-900">{formatUserDisplayName(user)}</p>
              <p className="truncate text-sm text-slate-600">{user.email}</p>
            </div>
          </div>
        )}

        <nav aria-label="Mobile" className="mt-6">
          <ul className="space-y-1">
            {PRIMARY_NAV_LINKS.map((link) => (
              <li key={link.to}>
                <DialogClose asChild>
                  <Link to={link.to} className={menuLinkClass}>
                    {link.label}
                  </Link>
                </DialogClose>
              </li>
            ))}
            {user && (
              <li>
                <DialogClose asChild>
                  <Link to="/dashboard" className={menuLinkClass}>
                    <LayoutDashboard aria-hidden="true" className="size-5 text-slate-500" />
                    Dashboard
                  </Link>
                </DialogClose>
              </li>
            )}
          </ul>
        </nav>

        <div className="mt-auto flex flex-col gap-3 border-t border-slate-200 pt-6">
          {user ? (
            <DialogClose asChild>
              <button type="button" onClick={onSignOut} className={buttonStyles({ variant: 'secondary' })}>
                <LogOut aria-hidden="true" className="size-4" />
                Log Out
              </button>
            </DialogClose>
          ) : (
            <>
              <DialogClose asChild>
                <Link to="/login" className={buttonStyles({ variant: 'secondary' })}>
                  Log In
                </Link>
              </DialogClose>
              <DialogClose asChild>
                <Link to="/register" className={buttonStyles()}>
                  Sign Up
                </Link>
              </DialogClose>
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
