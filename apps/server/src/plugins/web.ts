import fs from 'node:fs';
import staticFiles from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from './error-handler';

/**
 * Serves the built web app: real files by path, and index.html for every other page route so
 * the browser router can take it. Unknown /api paths stay JSON 404s.
 */
export const webPlugin = fp(
  async (app: FastifyInstance) => {
    const root = app.config.webDistDir;
    const hasBuild = fs.existsSync(`${root}/index.html`);
    if (hasBuild) {
      await app.register(staticFiles, {
        root,
        wildcard: false,
        index: false,
        setHeaders: (reply, filePath) => {
          if (filePath.includes('/assets/')) {
            reply.header('cache-control', 'public, max-age=31536000, immutable');
          }
        },
      });
    } else {
      app.log.warn({ root }, 'web app is not built; only the API is served');
    }

    app.setNotFoundHandler((request, reply) => {
      const isPage = ['GET', 'HEAD'].includes(request.method) && !request.url.startsWith('/api/');
      if (hasBuild && isPage) {
        return reply
          .header('cache-control', 'no-cache')
          .sendFile('index.html', { cacheControl: false });
      }
      return reply
        .status(404)
        .send(
          errorBody('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`),
        );
    });
  },
  { name: 'web' },
);
