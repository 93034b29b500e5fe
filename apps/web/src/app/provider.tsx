import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { AuthProvider, useAuth } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { AppErrorBoundary } from './app-error-boundary';
import { LoadingScreen } from './screens/loading-screen';

/** Holds the app back until the session is known, so no page renders for the wrong audience. */
function SessionGate({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  return status === 'loading' ? <LoadingScreen message="Loading your account…" /> : children;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <SessionGate>{children}</SessionGate>
          <Toaster />
        </AuthProvider>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
