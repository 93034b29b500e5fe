import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/**
 * Full-page wait while the session or the first route loads. The reload button is the spec's escape
 * hatch for a load that never finishes (e.g. a stalled network request).
 */
export function LoadingScreen({ message = 'Loading…' }: { message?: string }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-slate-50 px-4 text-center">
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-4">
        <Spinner className="size-10 text-emerald-700" />
        <p className="text-lg font-medium text-slate-800">{message}</p>
      </div>
      <Button variant="secondary" size="sm" onClick={() => window.location.reload()}>
        Reload if stuck
      </Button>
    </main>
  );
}
