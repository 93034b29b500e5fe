import { startTransition, StrictMode, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createAppRouter, routerReady } from '@/app/router';
import { readStoredToken } from '@/lib/auth/auth-storage';
import { createQueryClient } from '@/lib/query-client';
import { seedInitialQueries } from './prerender/initial-queries';
import { keepEditsAcrossTakeover } from './prerender/keep-edits';

/* The app itself, loaded by main.tsx (at once, or once a rendered page has been painted). */
const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// Public pages arrive rendered (prerendered at build time, or rendered with their data by the
// server: src/prerender); the live app takes them over once the page's own code is loaded, so there
// is no blank or loading screen between the two. The takeover runs as a transition, which React
// splits into short slices: the rendered page stays responsive to taps and scrolling meanwhile.
// What the visitor typed into it before then is carried into the live page (keep-edits.ts).
const edits = keepEditsAcrossTakeover(container);

/** Runs once the live page is in the DOM: typed text before the browser paints, held-back taps after. */
function TakeOver({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    // Taps are held (public/early-taps.js) until now, not only until hydration starts: a tap while
    // the page is being hydrated, in slices, could land on a part React has not adopted yet and
    // be lost. They are replayed below, on the live page.
    edits.start();
    container?.removeAttribute('inert'); // set by public/early-taps.js for a signed-in visitor
    edits.apply();
  }, []);
  useEffect(() => {
    const timer = setTimeout(() => edits.replayTaps(), 0);
    return () => clearTimeout(timer);
  }, []);
  return children;
}

/** A mismatch is expected for a signed-in visitor (the page was rendered signed out); it is only worth a note in the console. */
function reportHydrationMismatch(error: unknown) {
  if (import.meta.env.DEV) console.warn('Rendered page differs from the live one; React rendered it afresh.', error);
}

const queryClient = createQueryClient();
// The answers the server rendered the page with: the live page shows the same at once.
seedInitialQueries(queryClient, readStoredToken() !== null);

const router = createAppRouter();
void routerReady(router).then(() => {
  const app = (
    <StrictMode>
      <TakeOver>
        <App router={router} queryClient={queryClient} />
      </TakeOver>
    </StrictMode>
  );
  // A rendered page is hydrated: React adopts the DOM it already has instead of building it again,
  // which is most of the first render's cost on a phone. Where the browser's render differs (a
  // signed-in visitor, a remembered cookie choice), React renders that part afresh.
  if (container.firstElementChild) {
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: reportHydrationMismatch });
    });
  } else {
    startTransition(() => createRoot(container).render(app));
  }
});
