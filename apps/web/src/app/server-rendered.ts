import type { RouteObject } from 'react-router';

/** The public pages the server draws as HTML; the member area and back office draw in the browser. */
export const serverRendered = <R extends RouteObject>(route: R): R => ({
  ...route,
  handle: { serverRendered: true },
});

export const isServerRendered = (matches: { route: RouteObject }[]) =>
  (matches.at(-1)?.route.handle as { serverRendered?: boolean } | undefined)?.serverRendered ===
  true;
