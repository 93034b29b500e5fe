import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES, ERROR_MESSAGES } from '@app/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors/app-error';
import { withPageHead, type PageHead } from '../../modules/blog/blog-page-head';
import { loadPageRenderer } from './page-renderer';
import { createVenuePageShell } from './venue-page-shell';

export interface StaticFilesOptions {
  /** The head of a deep link that has its own (an article's title and sharing tags), or null. */
  pageHead?: (url: string) => Promise<PageHead | null>;
}

/** Prerendered pages whose first screen is data: sent rendered with it (the venue page is matched by its shell). */
const DATA_PAGES = /^\/(venues|blog)\/?(\?|$)/;

/*
 * Serves, when built, the single-page app: hashed assets are cached
 * for a year (immutable), index.html revalidated every time (no-cache), text files precompressed, and every non-API path that is not a file gets index.html so deep
 * links (/venue/3, /dashboard) load the app. Uploaded media (/media/) are served from the media
 * storage by plugins/application/media.ts.
 */
async function staticFilesPlugin(fastify: FastifyInstance, options: StaticFilesOptions) {
  const { webDistDir } = fastify.config;

  const indexHtml = webDistDir ? path.join(webDistDir, 'index.html') : undefined;
  const hasSpa = Boolean(indexHtml && existsSync(indexHtml));
  if (hasSpa && webDistDir) {
    await fastify.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      wildcard: true,
      // '/' is served like any deep link (below): its prerendered page, else the app's shell.
      index: false,
      // dist/.vite (the manifest) and dist/.ssr (the page renderer) are the server's, not the browser's.
      allowedPath: (pathName) => pathName !== '/' && !pathName.startsWith('/.'),
      // The build writes .br and .gz beside each text asset (apps/web/build-plugins/precompress.ts);
      // the smallest one the browser accepts is sent, with no compression work per request.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // Public pages prerendered by the web build (apps/web/build-plugins/prerender-pages.mjs): their
  // HTML paints before the JavaScript arrives. '/' is home.html; index.html is the empty shell for the rest.
  const prerenderedDir = webDistDir ? path.join(webDistDir, 'prerendered') : undefined;
  const prerendered = new Set(
    prerenderedDir && existsSync(prerenderedDir)
      ? readdirSync(prerenderedDir).filter((file) => file.endsWith('.html'))
      : [],
  );
  const shellFor = (url: string) => {
    const file = `${url.split('?')[0]!.replace(/^\/+|\/+$/g, '') || 'home'}.html`;
    return prerendered.has(file) ? { file, root: prerenderedDir! } : { file: 'index.html', root: webDistDir! };
  };

  // The venue list, a venue and the blog, rendered with their data (plugins/application/page-renderer.ts).
  const renderPage = hasSpa && webDistDir ? await loadPageRenderer(fastify, webDistDir) : null;
  const venuePageShell =
    hasSpa && webDistDir ? createVenuePageShell(webDistDir, fastify.db, { rendered: renderPage !== null }) : null;
  const sendPage = async (reply: FastifyReply, url: string, shell: string) => {
    const rendered = await renderPage?.(url, shell);
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(rendered ?? shell);
  };

  fastify.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isApi && hasSpa && wantsPage && !request.url.startsWith('/media/')) {
      const head = await options.pageHead?.(request.url);
      if (head)
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html')
          .send(withPageHead(await readFile(indexHtml!, 'utf8'), head));
      const venuePage = await venuePageShell?.(request.url);
      if (venuePage) return sendPage(reply, request.url, venuePage);
      const shell = shellFor(request.url);
      if (renderPage && DATA_PAGES.test(request.url))
        return sendPage(reply, request.url, await readFile(path.join(shell.root, shell.file), 'utf8'));
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile(shell.file, shell.root);
    }
    throw new AppError(
      404,
      ERROR_CODES.ROUTE_NOT_FOUND,
      ERROR_MESSAGES.routeNotFound(request.method, request.url.split('?')[0]!),
    );
  });
}

export default fp(staticFilesPlugin, { name: 'static-files', dependencies: ['app-context'] });
