import fs from 'node:fs';
import staticFiles from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from './error-handler';
import { sendDrawnPage, sendKeptPage, type PageCache } from './page-cache';
import { loadPageRenderer, type ServedPage } from './page-renderer';

/** Search engines may read the public site; the signed-in areas and the API are not for them. */
const robotsTxt = (publicUrl: string) =>
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /dashboard',
    'Disallow: /api/',
    'Disallow: /dev/',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');

type PageServing = {
  /** The page drawn on the server, or undefined when the browser draws it. */
  draw: ((request: FastifyRequest) => Promise<ServedPage>) | undefined;
  /** The web app's index.html, for the browser to draw the page in. */
  sendIndex: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  /** Keeps signed-out visitors' pages; none where the drawing code itself may change (development). */
  cache?: PageCache;
};

/** The route of every page address, drawn on the server when it can be. */
export const drawnPagesRoute = '/*';

/** robots.txt, and the API's JSON 404 for any address no route takes. */
export const serveRobotsAndNotFound = (app: FastifyInstance) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(robotsTxt(app.config.publicUrl)),
  );
  app.setNotFoundHandler(async (request, reply) =>
    reply
      .status(404)
      .send(errorBody('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`)),
  );
};

/**
 * Each page address: drawn on the server when it can be, else index.html for the browser's router.
 */
export const servePages = (app: FastifyInstance, { draw, sendIndex, cache }: PageServing) => {
  const drawn = (request: FastifyRequest) =>
    draw?.(request).catch((error: unknown) => {
      request.log.error({ err: error }, 'server rendering failed; the browser draws the page');
      return undefined;
    });

  // Any other page address: a route, so the compression hooks apply to drawn pages.
  app.get(drawnPagesRoute, { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.callNotFound();
    const kept = cache?.hit(request);
    if (kept !== undefined) return sendKeptPage(request, reply, kept, 'hit');
    const keep = cache?.keeper(request);
    const page = await drawn(request);
    if (page?.kind === 'redirect') return reply.redirect(page.location, page.status);
    reply.header('cache-control', 'no-cache');
    if (page?.kind === 'page') {
      const keptNow = page.status === 200 && !page.readFailed && (await keep?.(page.html));
      if (keptNow) return sendKeptPage(request, reply, keptNow, 'miss');
      if (cache?.cacheable(request)) reply.header('x-cache', 'miss');
      return sendDrawnPage(request, reply.status(page.status), page.html);
    }
    return sendIndex(request, reply);
  });
};

/**
 * Serves the built web app: real files by path; public pages drawn on the server (see
 * page-renderer.ts); index.html for every other page route so the browser router can take it.
 * The build leaves a .br and a .gz beside each file, sent when the browser accepts them.
 */
export const webPlugin = fp(
  async (app: FastifyInstance) => {
    serveRobotsAndNotFound(app);
    const root = app.config.webDistDir;
    if (fs.existsSync(`${root}/index.html`)) {
      await app.register(staticFiles, {
        root,
        wildcard: false,
        index: false,
        preCompressed: true,
        setHeaders: (reply, filePath) => {
          if (filePath.includes('/assets/')) {
            reply.header('cache-control', 'public, max-age=31536000, immutable');
          }
        },
      });
      servePages(app, {
        draw: await loadPageRenderer(app, root),
        sendIndex: async (_request, reply) => reply.sendFile('index.html', { cacheControl: false }),
        cache: app.pageCache,
      });
    } else {
      app.log.warn({ root }, 'web app is not built; only the API is served');
    }
  },
  { name: 'web' },
);
