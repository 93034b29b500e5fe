import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a navigation inside the app (not the first load), moves focus to the new page's heading, or
 * to <main> while the page is still loading, so screen-reader and keyboard users start at the new
 * content rather than on the link they used (issue 15 §7). The scroll position is left to the router.
 */
export function useFocusHeadingOnNavigate() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById('main-content');
    const heading = main?.querySelector<HTMLElement>('h1');
    const target = heading ?? main;
    if (!target) return;
    if (target === heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [pathname]);
}
