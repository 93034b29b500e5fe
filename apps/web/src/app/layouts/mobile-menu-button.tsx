import { clsx } from 'clsx';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import type { AuthUser } from '@/lib/auth';

const MobileMenu = lazy(() => import('./mobile-menu'));

interface MobileMenuButtonProps {
  user: AuthUser | null;
  onSignOut: () => void;
  className?: string;
}

/**
 * The header's menu button on phones. The sheet (and the dialog library under it) is fetched when the
 * button is first pressed — or pointed at, so it is usually there by the time the tap ends — and
 * never by the landing page itself. When the sheet closes, focus returns to this button.
 */
export function MobileMenuButton({ user, onSignOut, className }: MobileMenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const prefetch = () => void import('./mobile-menu');

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) button.current?.focus();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className={clsx(
          'inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100',
          className,
        )}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenu user={user} onSignOut={onSignOut} open={open} onOpenChange={onOpenChange} />
        </Suspense>
      )}
    </>
  );
}
