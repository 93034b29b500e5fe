import { ChevronDown, LayoutDashboard, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { formatUserDisplayName, type AuthUser } from '@/lib/auth';
import { UserAvatar } from '@/components/user-avatar';

interface UserMenuProps {
  user: AuthUser;
  onSignOut: () => void;
}

/** The signed-in user's menu in the desktop header (loaded by LazyUserMenu). */
export default function UserMenu({ user, onSignOut }: UserMenuProps) {
  const displayName = formatUserDisplayName(user);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="inline-flex items-center gap-2 rounded-full border border-slate-200 py-1 pr-3 pl-1 text-sm font-medium text-slate-800 hover:bg-slate-50 data-[state=open]:bg-slate-50">
        <UserAvatar name={user.name} image={user.profileImage} />
        <span className="max-w-xs truncate">{displayName}</span>
        <ChevronDown aria-hidden="true" className="size-4 text-slate-500" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <span className="block font-semibold text-slate-900">{displayName}</span>
          <span className="block truncate text-slate-600">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/dashboard">
            <LayoutDashboard aria-hidden="true" className="size-4" />
            Dashboard
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOut aria-hidden="true" className="size-4" />
          Log Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
