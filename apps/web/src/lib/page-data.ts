import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import {
  createContext,
  RouterContextProvider,
  type LoaderFunctionArgs,
  type Params,
} from 'react-router';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a page reads queries of any type
export type PageQuery = FetchQueryOptions<any, any, any, any>;

type Loading = {
  /** Loads a query the page will draw with. */
  load: (query: PageQuery) => Promise<void>;
  /** A query's data, loaded if need be, when what else the page needs depends on it. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query key
  read: <T>(query: FetchQueryOptions<T, any, T, any>) => Promise<T | undefined>;
};

/** What a page needs, known from its address before it is drawn (decision 073). */
export type PageData = (
  page: { params: Params; url: URL } & Pick<Loading, 'read'>,
) => readonly PageQuery[] | Promise<readonly PageQuery[]>;

/** The browser's way of loading, once the app's cache exists (`loadInBrowser`). */
let inBrowser: Loading | undefined;

/**
 * How a loader loads: the server gives its own with each request; the browser's is the default,
 * so that a navigation does not wait for a context to be made (React Router awaits `getContext`).
 */
const loadingContext = createContext<Loading>({
  load: async (query) => inBrowser?.load(query),
  read: async (query) => inBrowser?.read(query),
});

/**
 * Loading on the server: every query settles before the page is drawn, once; a refusal is kept
 * and drawn as it is.
 */
const loadingOnServer = (queryClient: QueryClient): Loading => ({
  load: (query) => queryClient.prefetchQuery(query),
  read: async (query) => {
    await queryClient.prefetchQuery(query);
    return queryClient.getQueryData(query.queryKey);
  },
});

/**
 * Loading in the browser: what the page lacks starts loading with its code, and the page draws at
 * once with its loading states. What the server drew the page with is not asked for again.
 */
const loadingInBrowser = (queryClient: QueryClient): Loading => ({
  load: async (query) => {
    if (!queryClient.getQueryState(query.queryKey)) void queryClient.prefetchQuery(query);
  },
  read: async (query) =>
    queryClient.getQueryData(query.queryKey) ?? loadingOnServer(queryClient).read(query),
});

/** Page data loads into `queryClient` in the browser from now on. */
export const loadInBrowser = (queryClient: QueryClient) => {
  inBrowser = loadingInBrowser(queryClient);
};

/** The server's router context for one page: its loaders load into that page's cache. */
export const serverPageContext = (queryClient: QueryClient) =>
  new RouterContextProvider(new Map([[loadingContext, loadingOnServer(queryClient)]]));

/** A route's loader: it loads the data its page needs before the page is drawn. */
export const loaderOf =
  (pageData: PageData) =>
  async ({ params, url, context }: LoaderFunctionArgs) => {
    const loading = context.get(loadingContext);
    const queries = await pageData({ params, url, read: loading.read });
    await Promise.all(queries.map((query) => loading.load(query)));
    return null;
  };

export const withPageData = (pageData: PageData) => ({ loader: loaderOf(pageData) });
