import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CreatePageRenderer, RenderedPage } from '@osi/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readInProcess } from '../lib/public-reads';
import { carriesSession } from './sessions';

/** The visitor whose page is being drawn: what its reads log is logged with their request. */
const visitor = new AsyncLocalStorage<FastifyRequest>();

export type ServedPage =
  | Exclude<RenderedPage, { kind: 'page' }>
  | {
      kind: 'page';
      status: number;
      html: string;
      /**
       * Whether a read failed on the server's side (5xx), or was refused to this visitor for
       * reading too often, while it was drawn: not for keeping.
       */
      readFailed: boolean;
    };

export type PageRenderer = (request: FastifyRequest) => Promise<ServedPage>;

const rootElement = '<div id="root"></div>';

/** Checks the web app's index.html has the places a drawn page goes into. */
export const checkTemplate = (template: string, where: string) => {
  if (!template.includes(rootElement) || !template.includes('</head>')) {
    throw new Error(`${where} has no ${rootElement} or </head>`);
  }
  return template;
};

/**
 * index.html's links that have the browser load the app's scripts first. A drawn page leaves
 * them out: its content is there, and they would compete with its first paint (decision 096).
 */
const modulePreloads = /<link rel="modulepreload"[^>]*>/g;

/** The web app's renderer, given the server's public reads to draw pages with. */
export const startRenderer = (app: FastifyInstance, createPageRenderer: CreatePageRenderer) => {
  const read = readInProcess(app, () => visitor.getStore());
  const failedReads = new WeakSet<FastifyRequest>();
  const limitedReads = new WeakSet<FastifyRequest>();
  const render = createPageRenderer({
    readEndpoint: async (endpoint, input) => {
      const answer = await read(endpoint, input);
      const request = visitor.getStore();
      if (request && answer.status >= 500) failedReads.add(request);
      if (request && answer.status === 429) limitedReads.add(request);
      return answer;
    },
    origin: app.config.publicUrl,
    keepsParts: app.config.pageCache !== 'off',
  });
  return async (request: FastifyRequest, template: string): Promise<ServedPage> => {
    const signedOut = !carriesSession(request);
    const page = await visitor.run(request, () => render(request.url, { signedOut }));
    if (page.kind !== 'page') return page;
    const html = template
      .replace(modulePreloads, '')
      .replace('</head>', () => `${page.head}</head>`)
      .replace(rootElement, () => page.body);
    const limited = limitedReads.has(request);
    const readFailed = limited || failedReads.has(request);
    return { kind: 'page', status: limited ? 429 : page.status, html, readFailed };
  };
};

/**
 * The built web app's renderer of public pages (`apps/web/dist-server`, beside `dist`), or
 * undefined when the app is not built with it. Pages it does not draw get the plain index.html.
 */
export const loadPageRenderer = async (
  app: FastifyInstance,
  webDistDir: string,
): Promise<PageRenderer | undefined> => {
  const entry = path.join(webDistDir, '..', 'dist-server', 'entry-server.js');
  if (!fs.existsSync(entry)) {
    app.log.warn({ entry }, 'no server renderer built; public pages are drawn in the browser');
    return undefined;
  }
  const indexHtml = path.join(webDistDir, 'index.html');
  const template = checkTemplate(fs.readFileSync(indexHtml, 'utf8'), indexHtml);
  const module = (await import(pathToFileURL(entry).href)) as {
    createPageRenderer: CreatePageRenderer;
  };
  const render = startRenderer(app, module.createPageRenderer);
  return (request) => render(request, template);
};
