import './lib/zod-config';
import type { CreatePageRenderer, RenderedPage } from '@osi/shared';
import type { Query, QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createRoutes, isServerRendered } from './app/router';
import { setApiFetch } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { isPublicQuery, serializeQueryState } from './lib/server-state';

/** Hoisted tags (title, meta, link) come first in React's output; the rest is the page. */
const hoisted = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/;

/** Rounds of "render, then fetch what the page asked for": a page whose data reveals more data. */
const dataRounds = 3;

const waitingFor = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .findAll({ predicate: (query: Query) => query.state.status === 'pending' })
    .filter((query) => query.state.fetchStatus === 'idle' && isPublicQuery(query.queryKey));

/** Renders the public pages on the server, calling the API in-process. */
export const createPageRenderer: CreatePageRenderer = ({ fetchApi, origin }) => {
  setApiFetch(fetchApi);
  const handler = createStaticHandler(createRoutes());

  return async (url: string): Promise<RenderedPage> => {
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
    const router = createStaticRouter(handler.dataRoutes, context);
    const render = () =>
      renderToString(
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>,
      );

    let markup = render();
    for (let round = 0; round < dataRounds; round += 1) {
      const waiting = waitingFor(queryClient);
      if (waiting.length === 0) break;
      await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
      markup = render();
    }

    const head = hoisted.exec(markup)?.[0] ?? '';
    const notFound = head.includes('<meta name="robots" content="noindex"/>');
    return {
      kind: 'page',
      status: notFound ? 404 : context.statusCode,
      head: head.replace(/(property="og:image" content=")\//, `$1${origin}/`),
      body: `<div id="root">${markup.slice(head.length)}</div>${serializeQueryState(queryClient)}`,
    };
  };
};
