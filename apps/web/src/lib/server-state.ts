import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { ApiError } from './api-client';

/** The data any visitor may see: the server draws public pages with it and hands it over. */
const publicRoots = new Set([
  'content',
  'site-settings',
  'caption',
  'directory',
  'membership-types',
]);

export const isPublicQuery = (key: QueryKey) => publicRoots.has(String(key[0]));

/**
 * An answer the page was drawn with: data (a public query's, or what the renderer knew itself,
 * such as a visitor without a session being signed out), or a public query's refusal that will not
 * change (a page that is missing).
 */
const isSettled = (query: Query) =>
  query.state.status === 'success' ||
  (isPublicQuery(query.queryKey) &&
    query.state.error instanceof ApiError &&
    query.state.error.status < 500);

type PlainError = {
  status: number;
  code: string;
  message: string;
  fieldErrors: Record<string, string>;
};

const plainError = ({ status, code, message, fieldErrors }: ApiError): PlainError => ({
  status,
  code,
  message,
  fieldErrors,
});

const stateElementId = 'server-state';

/** The answers the page was drawn with, as a JSON block the browser reads before hydrating. */
export const serializeQueryState = (queryClient: QueryClient) => {
  const state = dehydrate(queryClient, { shouldDehydrateQuery: isSettled });
  const queries = state.queries.map((query) =>
    query.state.error instanceof ApiError
      ? { ...query, state: { ...query.state, error: plainError(query.state.error) } }
      : query,
  );
  const json = JSON.stringify({ ...state, queries }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${stateElementId}">${json}</script>`;
};

/** Puts the server's answers into the browser's cache; false when the page was not drawn there. */
export const restoreServerState = (queryClient: QueryClient) => {
  const element = document.getElementById(stateElementId);
  if (!element?.textContent) return false;
  const state = JSON.parse(element.textContent) as DehydratedState;
  const queries = state.queries.map((query) => {
    const error = query.state.error as PlainError | null;
    if (!error) return query;
    const revived = new ApiError(error.status, error.code, error.message, error.fieldErrors);
    // Drawn as refused on the server, so not loading again when the page first draws here.
    queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
    return { ...query, state: { ...query.state, error: revived } };
  });
  hydrate(queryClient, { ...state, queries });
  return true;
};
