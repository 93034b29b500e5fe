import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createAppRouter, routerReady } from '@/app/router';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// Public pages arrive prerendered (src/prerender); the live app replaces them once the page's own
// code is loaded, so there is no blank or loading screen between the two. The first render runs as
// a transition, which React splits into short slices: the prerendered page stays responsive to taps
// and scrolling meanwhile instead of freezing for one long task.
/** The prerendered page is inert (build-plugins/prerender-pages.mjs) until the live one is on screen. */
function LiftInert({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    container?.removeAttribute('inert');
  }, []);
  return children;
}

const router = createAppRouter();
void routerReady(router).then(() => {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <LiftInert>
          <App router={router} />
        </LiftInert>
      </StrictMode>,
    );
  });
});
