import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { AuthProvider, useAuth } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { AppErrorBoundary } from './app-error-boundary';
import { LoadingScreen } from './screens/loading-screen';

const Toaster = lazy(() => import('@/components/ui/toaster'));

/**
 * The toast area mounts once the page is idle, so sonner is not part of the first download. Pages
 * that raise toasts import sonner themselves; the first toast is seldom before the page is idle.
 */
function IdleToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const start = () => setReady(true);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(start, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(start, 1);
    return () => clearTimeout(timer);
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/** Holds the app back until the session is known, so no page renders for the wrong audience. */
function SessionGate({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  return status === 'loading' ? <LoadingScreen message="Loading your account…" /> : children;
}

/** `queryClient` is given when the page's data is already known (the server's render, main.tsx's seeding). */
export function AppProvider({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <SessionGate>{children}</SessionGate>
          <IdleToaster />
        </AuthProvider>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
