import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/*
 * The public pages whose first screen is data — the venue list, a venue, the blog — are rendered
 * per request with that data by the web app's own components (apps/web/src/prerender, built into
 * dist/.ssr), so a phone paints the venue cards, the venue's photo or the articles from the HTML
 * instead of waiting for the JavaScript and then for the data (issue 15 §1, docs/decisions/0032).
 * The answers travel in the page, and the app starts from them instead of asking again.
 *
 * The renderer's API calls go through this server's own routes in-process (`inject`), without a
 * session: the page is what a signed-out visitor sees, with the same access rules, validation and
 * read cache as a browser's request. Anything that fails leaves the page as it was (prerendered
 * or the empty shell), which the app fills in as before.
 */

interface RenderedPage {
  title: string | null;
  head: string;
  body: string;
  queriesScript: string;
}

interface RendererModule {
  configurePageRenderer(fetchApi: typeof fetch): void;
  renderPage(url: string): Promise<RenderedPage | null>;
  renderIntoShell(shell: string, page: RenderedPage): string;
}

/** `shell` (the page's HTML as built) with the page rendered with its data, or null when `url` is not a data page. */
export type PageRenderer = (url: string, shell: string) => Promise<string | null>;

/** A fetch for the renderer's API client that answers from this server's routes. */
function injectFetch(fastify: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url =
      typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    const answer = await fastify.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    if (init?.method && init.method !== 'GET') throw new Error('the page renderer only reads');
    const contentType = answer.headers['content-type'];
    return new Response(answer.statusCode === 204 ? null : answer.body, {
      status: answer.statusCode,
      headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
    });
  };
}

/** The renderer when the web build has one (dist/.ssr), else null (the pages are sent as built). */
export async function loadPageRenderer(fastify: FastifyInstance, webDistDir: string): Promise<PageRenderer | null> {
  const entry = path.join(webDistDir, '.ssr', 'prerender-entry.js');
  if (!existsSync(entry)) return null;
  let renderer: RendererModule;
  try {
    renderer = (await import(pathToFileURL(entry).href)) as RendererModule;
    renderer.configurePageRenderer(injectFetch(fastify));
  } catch (error) {
    fastify.log.warn(
      { err: error },
      'the web build has a page renderer that could not be loaded; data pages are sent without their data',
    );
    return null;
  }
  return async (url, shell) => {
    try {
      const page = await renderer.renderPage(url);
      return page && renderer.renderIntoShell(shell, page);
    } catch (error) {
      fastify.log.warn({ err: error, url }, 'rendering a page failed; it is sent without its data');
      return null;
    }
  };
}
