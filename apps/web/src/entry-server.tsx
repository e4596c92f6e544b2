import './lib/zod-config';
import type { CreatePageRenderer, RenderedPage } from '@osi/shared';
import type { Query, QueryClient } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createRoutes, isServerRendered } from './app/router';
import { signedOutSession, sessionQueryOptions } from './lib/session';
import { setApiFetch } from './lib/api-client';
import { setServerOrigin } from './lib/site-origin';
import { createQueryClient } from './lib/query-client';
import { isPublicQuery, serializeQueryState } from './lib/server-state';

/** Hoisted tags (title, meta, link) come first in React's output; the rest is the page. */
const hoisted = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/;

/**
 * Rounds of "draw, then fetch what the page asked for": a page whose data reveals more data, or
 * whose code (a lazy part) was still loading when it was first drawn.
 */
const drawingRounds = 3;

/**
 * React finishes a part that was still loading with an inline script, which the site's content
 * security policy blocks: such a page is drawn again once its code has loaded.
 */
const isComplete = (markup: string) => !markup.includes('<script>');

/** The public queries the page asked for and nobody has fetched yet. */
const waitingFor = (queryClient: QueryClient) =>
  queryClient.getQueryCache().findAll({
    predicate: (query: Query) =>
      query.state.status === 'pending' &&
      query.state.fetchStatus === 'idle' &&
      isPublicQuery(query.queryKey),
  });

/** Renders the public pages on the server, calling the API in-process. */
export const createPageRenderer: CreatePageRenderer = ({ fetchApi, origin }) => {
  setApiFetch(fetchApi);
  setServerOrigin(origin);
  const handler = createStaticHandler(createRoutes());

  return async (url, { signedOut }): Promise<RenderedPage> => {
    const context = await handler.query(new Request(new URL(url, origin)));
    if (context instanceof Response) {
      return {
        kind: 'redirect',
        status: context.status,
        location: context.headers.get('location') ?? '/',
      };
    }
    if (!isServerRendered(context.matches)) return { kind: 'client' };

    const queryClient = createQueryClient();
    // One attempt each; a refusal (a missing page) is drawn as it is, not as loading again.
    queryClient.setDefaultOptions({
      queries: { ...queryClient.getDefaultOptions().queries, retry: false, retryOnMount: false },
    });
    // Without a session cookie the API would answer "signed out": the page says so itself, and
    // the browser need not ask (nor load the response checks) for a visitor.
    if (signedOut) queryClient.setQueryData(sessionQueryOptions.queryKey, signedOutSession);
    const router = createStaticRouter(handler.dataRoutes, context);
    const render = async () => {
      const errors: unknown[] = [];
      const { prelude } = await prerender(
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>,
        {
          onError: (error) => void errors.push(error),
          // One piece: React would otherwise send large parts after the page, by inline script.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
        },
      );
      if (errors.length > 0) throw errors[0];
      return new Response(prelude).text();
    };

    let markup = await render();
    for (let round = 0; round < drawingRounds; round += 1) {
      const waiting = waitingFor(queryClient);
      if (waiting.length === 0 && isComplete(markup)) break;
      await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
      markup = await render();
    }
    if (!isComplete(markup)) throw new Error(`${url} was still loading code after every round`);

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
