import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CreatePageRenderer, RenderedPage } from '@osi/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionCookieNames } from './sessions';

/** The visitor whose page is being drawn: the API calls it makes count against their address. */
const visitor = new AsyncLocalStorage<FastifyRequest>();

const inProcessFetch =
  (app: FastifyInstance): typeof fetch =>
  async (input) => {
    const response = await app.inject({
      method: 'GET',
      url: String(input),
      headers: { accept: 'application/json' },
      remoteAddress: visitor.getStore()?.ip ?? '127.0.0.1',
    });
    return new Response(response.body || null, { status: response.statusCode });
  };

type ServedPage =
  Exclude<RenderedPage, { kind: 'page' }> | { kind: 'page'; status: number; html: string };

const rootElement = '<div id="root"></div>';

/**
 * The built web app's renderer of public pages (`apps/web/dist-server`, beside `dist`), or
 * undefined when the app is not built with it. Pages it does not draw get the plain index.html.
 */
export const loadPageRenderer = async (app: FastifyInstance, webDistDir: string) => {
  const entry = path.join(webDistDir, '..', 'dist-server', 'entry-server.js');
  if (!fs.existsSync(entry)) {
    app.log.warn({ entry }, 'no server renderer built; public pages are drawn in the browser');
    return undefined;
  }
  const template = fs.readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  if (!template.includes(rootElement) || !template.includes('</head>')) {
    throw new Error(`${webDistDir}/index.html has no ${rootElement} or </head>`);
  }
  const module = (await import(pathToFileURL(entry).href)) as {
    createPageRenderer: CreatePageRenderer;
  };
  const render = module.createPageRenderer({
    fetchApi: inProcessFetch(app),
    origin: app.config.publicUrl,
  });

  return async (request: FastifyRequest): Promise<ServedPage> => {
    const signedOut = Object.values(sessionCookieNames).every((name) => !request.cookies[name]);
    const page = await visitor.run(request, () => render(request.url, { signedOut }));
    if (page.kind !== 'page') return page;
    const html = template
      .replace('</head>', () => `${page.head}</head>`)
      .replace(rootElement, () => page.body);
    return { kind: 'page', status: page.status, html };
  };
};
