import './lib/zod-config';
import type { CreatePageRenderer, RenderedPage } from '@osi/shared';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type DataRouteObject,
  type StaticHandler,
} from 'react-router';
import { serverPageContext } from './lib/page-data';
import { AppProviders } from './app/providers';
import { createRoutes } from './app/router';
import { isServerRendered } from './app/server-rendered';
import { sharedPartsKeeper } from './app/shared-parts-keeper';
import { checkDrawn } from './lib/drawn-check';
import { KeptPartsProvider, keptPartMark } from './lib/kept-parts';
import { signedOutSession, sessionQueryOptions } from './lib/session';
import { readInProcess } from './lib/endpoint-client';
import { createQueryClient } from './lib/query-client';
import { serializeQueryState } from './lib/server-state';
import { setServerOrigin } from './lib/site-origin';

/** Hoisted tags (title, meta, link) come first in React's output; the rest is the page. */
const hoisted = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/;

/** Paths whose drawing was decided; emptied when this many, as any address may be asked for. */
const decidedPathsKept = 1_000;

/** The routes from the root down to the page, and no others, with the same ids. */
const branchOf = (matches: { route: DataRouteObject }[]): DataRouteObject[] =>
  matches.reduceRight<DataRouteObject[] | undefined>(
    (children, { route }) => [{ ...route, children } as DataRouteObject],
    undefined,
  ) ?? [];

/**
 * The handler that draws the page at a path, or undefined when the browser draws it. React
 * Router flattens and ranks the whole route table it is given on each query, again as it builds
 * the page's router, and again as it draws: a tenth of a drawing's time. So each path is matched
 * against the whole table once, and drawn by a handler of its own branch of routes, kept for every
 * path of the same branch.
 */
const handlerDecider = (routes: DataRouteObject[]) => {
  const decided = new Map<string, StaticHandler | undefined>();
  const branches = new Map<string, StaticHandler>();
  return (pathname: string) => {
    if (decided.has(pathname)) return decided.get(pathname);
    const matches = matchRoutes(routes, pathname);
    let handler: StaticHandler | undefined;
    if (matches !== null && isServerRendered(matches)) {
      const key = matches.map(({ route }) => route.id).join(' ');
      handler = branches.get(key) ?? createStaticHandler(branchOf(matches));
      branches.set(key, handler);
    }
    if (decided.size >= decidedPathsKept) decided.clear();
    decided.set(pathname, handler);
    return handler;
  };
};

/**
 * Draws the public pages on the server, once: the route's loaders load what the page needs
 * (decision 073), reading the API's services in-process, then the page is drawn with it.
 */
export const createPageRenderer: CreatePageRenderer = ({ readEndpoint, origin, keepsParts }) => {
  readInProcess(readEndpoint);
  setServerOrigin(origin);
  const handlerFor = handlerDecider(createStaticHandler(createRoutes()).dataRoutes);
  const keptParts = keepsParts ? sharedPartsKeeper() : undefined;

  return async (url, { signedOut }): Promise<RenderedPage> => {
    const request = new Request(new URL(url, origin));
    const handler = handlerFor(new URL(request.url).pathname);
    if (!handler) return { kind: 'client' };

    const queryClient = createQueryClient();
    // One attempt each; a refusal (a missing page) is drawn as it is, not as loading again.
    queryClient.setDefaultOptions({
      queries: { ...queryClient.getDefaultOptions().queries, retry: false, retryOnMount: false },
    });
    const context = await handler.query(request, {
      requestContext: serverPageContext(queryClient),
    });
    if (context instanceof Response) {
      return {
        kind: 'redirect',
        status: context.status,
        location: context.headers.get('location') ?? '/',
      };
    }

    // Without a session cookie the API would answer "signed out": the page says so itself, and
    // the browser need not ask (nor load the response checks) for a visitor.
    if (signedOut) queryClient.setQueryData(sessionQueryOptions.queryKey, signedOutSession);
    const router = createStaticRouter(handler.dataRoutes, context);
    // The header and footer a signed-out visitor sees are drawn once and kept (decision 115).
    const parts = signedOut ? keptParts?.(url, queryClient) : undefined;
    // Drawn in one synchronous pass: the route's loaders have loaded what the page shows. A part
    // that failed or still waits (a lazy component) is left to the browser, marked so: not here.
    let markup = renderToString(
      <KeptPartsProvider value={parts}>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </KeptPartsProvider>,
    );
    checkDrawn(url, markup, queryClient);
    for (const [name, html] of parts ?? []) markup = markup.replace(keptPartMark(name), () => html);

    const head = hoisted.exec(markup)?.[0] ?? '';
    const notFound = head.includes('<meta name="robots" content="noindex"/>');
    return {
      kind: 'page',
      status: notFound ? 404 : context.statusCode,
      head,
      body: `<div id="root">${markup.slice(head.length)}</div>${serializeQueryState(queryClient)}`,
    };
  };
};
