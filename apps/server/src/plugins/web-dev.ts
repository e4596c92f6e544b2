import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import middie from '@fastify/middie';
import type { CreatePageRenderer } from '@osi/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createServer } from 'vite';
import { checkTemplate, startRenderer } from './page-renderer';
import { servePages, serveRobotsAndNotFound } from './web';

const webRoot = path.resolve(import.meta.dirname, '..', '..', '..', 'web');
const indexHtml = path.join(webRoot, 'index.html');

/** The content security policy's hashes of the inline scripts Vite adds for hot reload. */
const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map(
    ([, code = '']) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
  );

/**
 * `npm run dev`: the web app from its sources through Vite, with hot reload, and the public pages
 * drawn on the server as in production (decision 073). The browser gets Preact as in the build;
 * the pages are drawn with React, as the built renderer draws them.
 */
export const webDevPlugin = fp(
  async (app: FastifyInstance) => {
    serveRobotsAndNotFound(app);
    const browser = await createServer({
      root: webRoot,
      appType: 'custom',
      server: { middlewareMode: true, hmr: { server: app.server } },
    });
    const drawing = await createServer({
      root: webRoot,
      mode: 'server-render',
      appType: 'custom',
      optimizeDeps: { noDiscovery: true, include: [] },
      server: { middlewareMode: true, hmr: false, ws: false },
    });
    app.addHook('onClose', async () => {
      await Promise.all([browser.close(), drawing.close()]);
    });
    await app.register(middie);
    app.use(browser.middlewares);

    // The renderer is started again only when its code changed.
    const renderers = new WeakMap<CreatePageRenderer, ReturnType<typeof startRenderer>>();
    let hashes: string[] = [];
    const template = async (url: string) => {
      const html = await browser.transformIndexHtml(url, await fs.readFile(indexHtml, 'utf8'));
      hashes = inlineScriptHashes(html);
      return checkTemplate(html, indexHtml);
    };
    app.addHook('onSend', async (_request, reply, payload) => {
      const policy = reply.getHeader('content-security-policy');
      if (
        typeof policy === 'string' &&
        String(reply.getHeader('content-type')).startsWith('text/html')
      ) {
        reply.header(
          'content-security-policy',
          policy.replace("script-src 'self'", `script-src 'self' ${hashes.join(' ')}`),
        );
      }
      return payload;
    });

    servePages(app, {
      draw: async (request) => {
        const { createPageRenderer } = (await drawing.ssrLoadModule('/src/entry-server.tsx')) as {
          createPageRenderer: CreatePageRenderer;
        };
        const render = renderers.get(createPageRenderer) ?? startRenderer(app, createPageRenderer);
        renderers.set(createPageRenderer, render);
        return render(request, await template(request.url));
      },
      sendIndex: async (request, reply) =>
        reply.type('text/html; charset=utf-8').send(await template(request.url)),
    });
  },
  { name: 'web' },
);
