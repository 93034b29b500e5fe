import './index.css';

/*
 * The page's entry: the stylesheet, and the app (app-start.tsx) loaded after the first paint.
 * Public pages arrive rendered (prerendered, or rendered with their data by the server) and need
 * no JavaScript to be seen; the app's code (~110 KB gzip) would only compete with the stylesheet
 * and the first photo for a phone's bandwidth and CPU, so it is asked for once the rendered page is
 * on screen: requestAnimationFrame runs just before that paint, the timeout just after it. Taps and
 * typing meanwhile are kept for the app (public/early-taps.js, prerender/keep-edits.ts). An empty
 * shell (a page that is not rendered on the server) has nothing to paint and starts the app at once.
 * docs/decisions/0034.
 */
const startApp = () => void import('./app-start');

if (document.getElementById('root')?.firstElementChild) {
  requestAnimationFrame(() => setTimeout(startApp, 0));
} else {
  startApp();
}
