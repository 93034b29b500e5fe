import type { SVGProps } from 'react';

/**
 * Brand glyphs for the footer's social links. lucide-react dropped brand icons, so these are simple
 * outline drawings in the same 24px stroke style. Decorative: the link carries the accessible name.
 */
function OutlineIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    />
  );
}

export function InstagramIcon({ className }: { className?: string }) {
  return (
    <OutlineIcon className={className}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.5" fill="currentColor" />
    </OutlineIcon>
  );
}

export function FacebookIcon({ className }: { className?: string }) {
  return (
    <OutlineIcon className={className}>
      <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
    </OutlineIcon>
  );
}

export function XIcon({ className }: { className?: string }) {
  return (
    <OutlineIcon className={className}>
      <path d="M4 4l11.7 16H20L8.3 4z" />
      <path d="M4 20l6.8-6.8M13.2 10.8L20 4" />
    </OutlineIcon>
  );
}

export function LinkedInIcon({ className }: { className?: string }) {
  return (
    <OutlineIcon className={className}>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect x="2" y="9" width="4" height="12" />
      <circle cx="4" cy="4" r="2" />
    </OutlineIcon>
  );
}
