import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from 'react-router';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { getBlogsQueryOptions } from '@/features/blog/api/get-blogs';
import { getVenueQueryOptions } from '@/features/venues/api/get-venue';
import { getVenueSearchQueryOptions } from '@/features/venues/api/search-venues';
import { readVenueListFilters, venueSearchQuery } from '@/features/venues/lib/venue-list-filters';
import { setApiFetch } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { initialQueriesScript, type InitialQuery } from './initial-queries';

/**
 * Built with `vite build --ssr` into dist/.ssr. Two users:
 * - the build (build-plugins/prerender-pages.mjs) calls `prerender` once per public page whose first
 *   screen needs no data, as a signed-out visitor sees it;
 * - the API (apps/api/src/plugins/application/page-renderer.ts) calls `renderPage` per request for the public
 *   pages whose first screen IS data (the venue list, a venue, the blog), with that data: the phone
 *   paints the venue cards, the venue's photo or the articles from the HTML while the JavaScript is
 *   still on its way, and the answers travel in the page so the app shows the same without asking
 *   again (main.tsx seeds its query cache with them).
 * Both use the app's own router, layout, providers and components.
 */

async function renderWith(url: string, queryClient: QueryClient): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.local${url}`));
  if (context instanceof Response) throw new Error(`${url} redirected while rendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
}

export interface RenderedHtml {
  /** React's <title> for the page. */
  title: string | null;
  /** Other tags React hoists ahead of the page (an image `preload` for a `fetchPriority="high"` photo), for <head>. */
  head: string;
  /** The markup inside <div id="root">. */
  body: string;
}

/** React 19 writes hoisted tags (<link>, <meta>, <title>) before the page's markup; they belong in <head>. */
function splitHoisted(rendered: string): RenderedHtml {
  const hoisted = /^(?:<title>[^<]*<\/title>|<link [^>]*>|<meta [^>]*>)+/.exec(rendered)?.[0] ?? '';
  const title = /<title>[^<]*<\/title>/.exec(hoisted)?.[0] ?? null;
  return { title, head: title ? hoisted.replace(title, '') : hoisted, body: rendered.slice(hoisted.length) };
}

/**
 * `shell` (dist/index.html, a prerendered page or the venue page's shell) with `page` in it: its
 * title and description replace the shell's, its other hoisted tags join <head>, its markup (and
 * the answers it was rendered with) replace what the root element held.
 */
export function renderIntoShell(shell: string, page: RenderedHtml & { queriesScript?: string }): string {
  const root = /<div id="root"[^>]*>[\s\S]*<\/div>(\s*<\/body>)/;
  if (!root.test(shell)) throw new Error('the page shell has no <div id="root"> before </body>');
  const description = /<meta name="description"[^>]*>/.exec(page.head)?.[0];
  const head = description ? page.head.replace(description, '') : page.head;
  return (
    shell
      // The page is readable without its code, so the entry script never competes with the stylesheet
      // or the first photo (main.tsx then waits for the first paint before loading the app).
      .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"')
      .replace(/<title>[^<]*<\/title>/, (title) => page.title ?? title)
      .replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, (meta) => description ?? meta)
      .replace('</head>', () => `${head}</head>`)
      .replace(root, (_match, end: string) => `<div id="root">${page.body}</div>${page.queriesScript ?? ''}${end}`)
  );
}

export async function prerender(pathname: string): Promise<RenderedHtml> {
  return splitHoisted(await renderWith(pathname, createQueryClient()));
}

/**
 * Loads the answers that make a data page's first screen into `queryClient`; null when `url` is not
 * a data page. A failed answer (an unknown venue, a bad filter) is left for the browser to ask and explain.
 */
function loadFirstScreen(url: URL, queryClient: QueryClient): Promise<unknown> | null {
  if (matchPath('/venues', url.pathname)) {
    return queryClient.prefetchQuery({
      ...getVenueSearchQueryOptions(venueSearchQuery(readVenueListFilters(url.searchParams))),
      retry: false,
    });
  }
  if (matchPath('/blog', url.pathname)) return queryClient.prefetchQuery({ ...getBlogsQueryOptions(), retry: false });
  const venue = matchPath('/venue/:venueId', url.pathname);
  const venueId = Number(venue?.params.venueId);
  if (venue && Number.isInteger(venueId) && venueId > 0)
    return queryClient.prefetchQuery({ ...getVenueQueryOptions(venueId), retry: false });
  return null;
}

export interface RenderedPage extends RenderedHtml {
  /** The answers the page was rendered with, as a <script> for the browser's query cache (main.tsx). */
  queriesScript: string;
}

/**
 * `fetchApi` answers the app's API calls in-process (the server passes one that goes through its own
 * routes, so access rules and caching are the API's); it is set once, the same for every request,
 * as the renderer sends no session: it renders what a signed-out visitor sees.
 */
export function configurePageRenderer(fetchApi: typeof fetch): void {
  setApiFetch(fetchApi);
}

/** A data page rendered with its data, or null when `url` is not one of them. */
export async function renderPage(url: string): Promise<RenderedPage | null> {
  const parsed = new URL(url, 'http://prerender.local');
  const queryClient = createQueryClient();
  const loading = loadFirstScreen(parsed, queryClient);
  if (!loading) return null;
  await loading;
  const rendered = await renderWith(parsed.pathname + parsed.search, queryClient);
  const initial: InitialQuery[] = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => ({
      queryKey: query.queryKey as QueryKey,
      data: query.state.data,
      dataUpdatedAt: query.state.dataUpdatedAt,
    }));
  queryClient.clear();
  return { ...splitHoisted(rendered), queriesScript: initialQueriesScript(initial) };
}
