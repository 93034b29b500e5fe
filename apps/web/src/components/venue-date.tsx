import { useSyncExternalStore } from 'react';
import { formatVenueDate } from '@app/domain';

/*
 * Public pages are rendered on the server (docs/decisions/0032), which cannot know the visitor's
 * locale. A date written there in the server's locale and then in the browser's during hydration
 * differs for most visitors (en-GB reads '24 Nov 2026', en-US 'Nov 24, 2026'), and React then throws
 * away and rebuilds the whole page. So the server and the hydrating browser both write the site's
 * own locale, and the browser switches to its locale right after hydration (only these texts
 * re-render); a page the browser renders itself uses its locale at once.
 */
const SITE_LOCALE = 'en-GB';
const BROWSER_LOCALE = undefined;
const neverChanges = () => () => {};

/** The locale to write dates in: the site's while hydrating a rendered page, the browser's after. */
export function useDateLocale(): string | undefined {
  return useSyncExternalStore(
    neverChanges,
    () => BROWSER_LOCALE,
    () => SITE_LOCALE,
  );
}

/** A 'YYYY-MM-DD' venue date in the visitor's locale, safe to render on the server. */
export function VenueDate({ date, options }: { date: string; options?: Intl.DateTimeFormatOptions }) {
  return formatVenueDate(date, options, useDateLocale());
}
