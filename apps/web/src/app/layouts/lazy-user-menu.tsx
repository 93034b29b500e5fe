import { lazy, Suspense } from 'react';
import { formatUserDisplayName, type AuthUser } from '@/lib/auth';
import { UserAvatar } from '@/components/user-avatar';

const UserMenu = lazy(() => import('./user-menu'));

interface LazyUserMenuProps {
  user: AuthUser;
  onSignOut: () => void;
}

/**
 * Only signed-in visitors see the user menu, so its dropdown library is fetched for them alone. Until
 * it arrives the same avatar and name hold its place, so the header does not move.
 */
export function LazyUserMenu(props: LazyUserMenuProps) {
  return (
    <Suspense
      fallback={
        <span className="inline-flex items-center gap-2 rounded-full border border-slate-200 py-1 pr-9 pl-1 text-sm font-medium text-slate-800">
          <UserAvatar name={props.user.name} image={props.user.profileImage} />
          <span className="max-w-xs truncate">{formatUserDisplayName(props.user)}</span>
        </span>
      }
    >
      <UserMenu {...props} />
    </Suspense>
  );
}
