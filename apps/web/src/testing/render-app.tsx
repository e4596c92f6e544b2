import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/providers';
import { createRoutes } from '@/app/router';
import { untilRouterState } from '@/app/router-state';
import { loadInBrowser } from '@/lib/page-data';

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

/** Resolves once the router has arrived at `pathname` and loaded its page. */
export const arrivedAt = (router: MemoryRouter, pathname: string) =>
  untilRouterState(
    router,
    (state) => state.location.pathname === pathname && state.navigation.state === 'idle',
  );

/**
 * Renders the whole app at `url`, with a fresh cache; stub the API first. The page's code is
 * loaded before rendering, so the tests' waits measure the page, not the loading of modules.
 */
export const renderApp = async (url = '/') => {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  loadInBrowser(queryClient);
  const router = createMemoryRouter(createRoutes(), { initialEntries: [url] });
  await untilRouterState(router, (state) => state.initialized);
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user, queryClient };
};

export type RenderedApp = Awaited<ReturnType<typeof renderApp>>;

/**
 * How long a test waits for the member dashboard's first paint: the session, then the profile,
 * then the tab's own data, each a render after the other, take seconds on a busy two-core machine.
 */
export const dashboardLoad = { timeout: 5000 };
