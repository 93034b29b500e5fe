import { clsx } from 'clsx';
import { mediaUrl } from '@/lib/media-url';

function initialsOf(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase())
      .join('') || '?'
  );
}

const sizeClasses = {
  sm: 'size-8 text-xs',
  lg: 'size-24 text-2xl',
} as const;

interface UserAvatarProps {
  name: string;
  image?: string | null;
  size?: keyof typeof sizeClasses;
  /** Decorative by default, because the name is written next to it; give a label where it is not. */
  label?: string;
  className?: string;
}

/** The profile image, or initials in a circle when there is none. */
export function UserAvatar({ name, image, size = 'sm', label, className }: UserAvatarProps) {
  const src = mediaUrl(image);
  const classes = clsx(
    'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full',
    sizeClasses[size],
    className,
  );
  if (src) {
    return (
      <img
        src={src}
        alt={label ?? ''}
        aria-hidden={label ? undefined : true}
        className={clsx(classes, 'object-cover')}
      />
    );
  }
  return (
    <span
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={clsx(classes, 'bg-emerald-700 font-semibold text-white')}
    >
      {initialsOf(name)}
    </span>
  );
}
