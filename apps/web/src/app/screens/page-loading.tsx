import { Spinner } from '@/components/ui/spinner';

/** Shown inside the layout while the first page's code downloads on a fresh load. */
export function PageLoading() {
  return (
    <div role="status" className="flex flex-1 flex-col items-center justify-center gap-3 py-24 text-slate-700">
      <Spinner className="size-8 text-emerald-700" />
      <p>Loading page…</p>
    </div>
  );
}
