import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider';
import type { createAppRouter } from './router';

/** The router is created (and its first page loaded) by main.tsx before the first render. */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
