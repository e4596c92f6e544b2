import fs from 'node:fs';
import staticFiles from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from './error-handler';
import { loadPageRenderer } from './page-renderer';

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

/**
 * Serves the built web app: real files by path; public pages drawn on the server (see
 * page-renderer.ts); index.html for every other page route so the browser router can take it. The build leaves a .br and a .gz beside each file, sent when
 * the browser accepts them. Unknown /api paths stay JSON 404s.
 */
export const webPlugin = fp(
  async (app: FastifyInstance) => {
    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(robotsTxt(app.config.publicUrl)),
    );

    const root = app.config.webDistDir;
    const hasBuild = fs.existsSync(`${root}/index.html`);
    if (hasBuild) {
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
    } else {
      app.log.warn({ root }, 'web app is not built; only the API is served');
    }

    const renderPage = hasBuild ? await loadPageRenderer(app, root) : undefined;
    const rendered = (request: FastifyRequest) =>
      renderPage?.(request).catch((error: unknown) => {
        request.log.error({ err: error }, 'server rendering failed; the browser draws the page');
        return undefined;
      });

    if (hasBuild) {
      // Any other page address: a route, so the compression hooks apply to drawn pages.
      app.get('/*', { schema: { hide: true } }, async (request, reply) => {
        if (request.url.startsWith('/api/')) return reply.callNotFound();
        const page = await rendered(request);
        if (page?.kind === 'redirect') return reply.redirect(page.location, page.status);
        reply.header('cache-control', 'no-cache');
        if (page?.kind === 'page') {
          return reply.status(page.status).type('text/html; charset=utf-8').send(page.html);
        }
        return reply.sendFile('index.html', { cacheControl: false });
      });
    }

    app.setNotFoundHandler(async (request, reply) =>
      reply
        .status(404)
        .send(
          errorBody('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`),
        ),
    );
  },
  { name: 'web' },
);
