/**
 * Whether the previous page of this tab was one of ours, so going back stays on the site: a page the
 * app navigated from (React Router marks the app's first entry with the key 'default'), or — for a
 * page opened by following a link before the app had taken over the previous one (a full page load)
 * — a referrer of this origin with history behind it.
 */
export function cameFromThisSite(locationKey: string): boolean {
  if (locationKey !== 'default') return true;
  try {
    return window.history.length > 1 && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false; // no referrer
  }
}
