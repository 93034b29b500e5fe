/** Initials in a circle; decorative, because the name is always written next to it. */
export function UserAvatar({ name }: { name: string }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  return (
    <span aria-hidden="true" className="inline-flex size-8 items-center justify-center rounded-full bg-emerald-700 text-xs font-semibold text-white">
      {initials || '?'}
    </span>
  );
}
