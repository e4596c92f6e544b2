import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '@/lib/query-client';
import { restoreServerState } from '@/lib/server-state';
import { AppProviders } from './providers';
import { createRoutes } from './router';
import { untilRouterState } from './router-state';

/**
 * Starts the app in `root`: a page the server drew is hydrated once its code has loaded, with
 * the data it was drawn with; any other page is drawn here.
 */
export const startApp = async (root: HTMLElement) => {
  const router = createBrowserRouter(createRoutes());
  const queryClient = createQueryClient();
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (restoreServerState(queryClient)) {
    await untilRouterState(router, (state) => state.initialized);
    // As a transition, hydration yields to the visitor's input every few milliseconds.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
};
