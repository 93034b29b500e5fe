import { LoadingStatus } from '@/components/ui/loading-status';

/** Shown inside the layout while the first page's code downloads on a fresh load. */
export function PageLoading() {
  return <LoadingStatus size="page">Loading page…</LoadingStatus>;
}
