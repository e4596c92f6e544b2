import type { Query, QueryClient } from '@tanstack/react-query';
import { isPublicQuery } from './server-state';

/** React's mark of a Suspense boundary it could not draw, for the browser to draw. */
const leftToTheBrowser = '<!--$!-->';

/** The public queries a drawing read while still loading: nothing loaded them first. */
const notLoaded = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .findAll({
      predicate: (query: Query) =>
        query.state.status === 'pending' && isPublicQuery(query.queryKey),
    })
    .map((query) => JSON.stringify(query.queryKey));

/**
 * Fails a drawing on the server that left a part to the browser (one that failed, or still
 * waits, as a lazy component) or read a public query nothing had loaded.
 */
export const checkDrawn = (what: string, markup: string, queryClient: QueryClient) => {
  if (markup.includes(leftToTheBrowser)) {
    throw new Error(`${what} was drawn with a part that failed or was still loading`);
  }
  const missing = notLoaded(queryClient);
  if (missing.length > 0) {
    throw new Error(`${what} was drawn without loading ${missing.join(', ')}`);
  }
};
