import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Smaller JSON bodies go as they are: compressing them saves less than it costs. */
export const compressionThresholdBytes = 1024;

/**
 * Compresses JSON answers, other HTML (the development server's pages, the dev mailbox) and the
 * sitemap (brotli or gzip, as the client accepts). Pages drawn on the server compress themselves
 * off the main thread (plugins/page-cache.ts); the web app's files come compressed from the build
 * (see plugins/web.ts); other bodies, such as CSV exports and uploaded images, go as they are.
 * Registered before the routes, which it hooks into.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      global: true,
      threshold: compressionThresholdBytes,
      encodings: ['br', 'gzip'],
      customTypes: /^(?:application\/json|text\/html|application\/xml)\b/,
    });
  },
  { name: 'compression' },
);
