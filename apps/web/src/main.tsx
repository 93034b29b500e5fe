import './index.css';

/*
 * The page's entry: the stylesheet, and the app (app-start.tsx) loaded after the first paint.
 * Public pages arrive rendered (prerendered, or rendered with their data by the server) and need
 * no JavaScript to be seen; the app's code (~110 KB gzip) would only compete with the stylesheet
 * and the first photo for a phone's bandwidth and CPU, so it is asked for once the browser reports
 * the rendered page's first contentful paint (a frame drawn is not yet a frame shown, so
 * requestAnimationFrame alone would be early). Taps and typing meanwhile are kept for the app
 * (public/early-taps.js, prerender/keep-edits.ts). An empty shell (a page that is not rendered on
 * the server) has nothing to paint and starts the app at once. docs/decisions/0035.
 */
const startApp = () => void import('./app-start');

function afterFirstContentfulPaint(start: () => void) {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(start, 0));
  } else if (painted()) {
    start();
  } else {
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      start();
    });
    observer.observe({ type: 'paint' });
  }
}

if (document.getElementById('root')?.firstElementChild) {
  afterFirstContentfulPaint(startApp);
} else {
  startApp();
}
