import type { createBrowserRouter } from 'react-router';

/** A browser or memory router: both are data routers of the same shape. */
export type DataRouter = ReturnType<typeof createBrowserRouter>;

type RouterState = DataRouter['state'];

/** Resolves once the router's state passes `reached`, however long loading its code takes. */
export const untilRouterState = (router: DataRouter, reached: (state: RouterState) => boolean) =>
  new Promise<void>((resolve) => {
    if (reached(router.state)) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!reached(state)) return;
      unsubscribe();
      resolve();
    });
  });
