import { RefreshCw, Trash2, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/page-title';
import { clearAllStorage } from '@/lib/storage';

/**
 * The global failure screen (player.md §2). It renders outside the router and the layout, because
 * either may be what failed; it depends only on the browser.
 */
export function FailureScreen() {
  const clearAndReload = () => {
    // A corrupt stored session or draft is a common cause of a crash that survives a plain reload.
    clearAllStorage();
    window.location.reload();
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <PageTitle>An error occurred</PageTitle>
      <div
        role="alert"
        className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm"
      >
        <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-red-50 text-red-700">
          <TriangleAlert aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-5 text-2xl font-bold text-slate-900">An error occurred</h1>
        <p className="mt-3 text-slate-700">Please try reloading the page or clear cache and reload.</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Reload Page
          </Button>
          <Button variant="secondary" onClick={clearAndReload}>
            <Trash2 aria-hidden="true" className="size-4" />
            Clear Cache &amp; Reload
          </Button>
        </div>
      </div>
    </main>
  );
}
