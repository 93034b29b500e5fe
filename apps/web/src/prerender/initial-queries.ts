import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** A query answer the server rendered the page with, carried in the page for the browser's cache. */
export interface InitialQuery {
  queryKey: QueryKey;
  data: unknown;
  dataUpdatedAt: number;
}

/** The id of the `<script type="application/json">` holding the answers (apps/api's page renderer writes it). */
export const INITIAL_QUERIES_ELEMENT_ID = 'initial-queries';

/** JSON that is safe inside a <script> element: no `<` can close it or open a comment. */
export function initialQueriesScript(queries: InitialQuery[]): string {
  const json = JSON.stringify(queries)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${INITIAL_QUERIES_ELEMENT_ID}">${json}</script>`;
}

/**
 * Puts the page's answers into the cache before the first render, so the live page shows exactly
 * what the server painted instead of a loading state and a second request. The server rendered
 * them as a signed-out visitor sees them; for a signed-in one they count as stale and are asked
 * again (with the session) in the background.
 */
export function seedInitialQueries(queryClient: QueryClient, signedIn: boolean): void {
  const element = document.getElementById(INITIAL_QUERIES_ELEMENT_ID);
  if (!element?.textContent) return;
  let queries: InitialQuery[];
  try {
    queries = JSON.parse(element.textContent) as InitialQuery[];
  } catch {
    return; // the page asks for its data as usual
  }
  for (const { queryKey, data, dataUpdatedAt } of queries) {
    queryClient.setQueryData(queryKey, data, { updatedAt: signedIn ? 0 : Math.min(dataUpdatedAt, Date.now()) });
  }
  element.remove();
}
