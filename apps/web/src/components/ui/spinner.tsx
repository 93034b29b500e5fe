import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';

/** Decorative spinner; the surrounding element announces the loading state in words. */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={clsx('animate-spin motion-reduce:animate-none', className)} />;
}
