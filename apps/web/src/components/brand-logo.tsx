import { clsx } from 'clsx';
import { BRAND_NAME } from '@/config/brand';

/** The brand mark and name; decorative mark, so the text carries the meaning. */
export function BrandLogo({ tone = 'dark', className }: { tone?: 'dark' | 'light'; className?: string }) {
  return (
    <span className={clsx('inline-flex items-center gap-2.5 text-lg font-bold tracking-tight', className)}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-emerald-700" />
        <circle cx="16" cy="16" r="9" fill="none" stroke="#fff" strokeWidth="2.5" />
        <path d="M8.5 11.5c4 1.5 11 1.5 15 0M8.5 20.5c4-1.5 11-1.5 15 0" fill="none" stroke="#fff" strokeWidth="2" />
      </svg>
      <span className={tone === 'dark' ? 'text-slate-900' : 'text-white'}>{BRAND_NAME}</span>
    </span>
  );
}
