import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '@/lib/query-client';
import { restoreServerState } from '@/lib/server-state';
import { holdButtonPresses } from './hold-button-presses';
import { keepTypedText } from './keep-typed-text';
import { loadInBrowser } from '@/lib/page-data';
import { afterPartsTakenOver, endTakingOver, nextTask, startTakingOver } from '@/lib/taking-over';
import { AppProviders } from './providers';
import { createRoutes } from './router';
import { untilRouterState } from './router-state';

/**
 * Runs `onTakenOver` once the app's first drawing is on the page, its handlers attached, the
 * parts taken over apart included.
 */
function TakenOver({ onTakenOver }: { onTakenOver: () => void }) {
  useEffect(() => void afterPartsTakenOver().then(onTakenOver), [onTakenOver]);
  return null;
}

/**
 * Starts the app in `root`: a page the server drew is hydrated once its code has loaded, with
 * the data it was drawn with, and the text typed and the buttons pressed meanwhile are typed and
 * pressed again; any other page is drawn here.
 */
export const startApp = async (root: HTMLElement) => {
  const queryClient = createQueryClient();
  const drawnByServer = restoreServerState(queryClient);
  loadInBrowser(queryClient);
  const releasePresses = drawnByServer ? holdButtonPresses(root) : () => undefined;
  const releaseText = drawnByServer ? keepTypedText(root) : () => undefined;
  // Each step of starting gets a task of its own: the modules' start, the router's, the page's
  // code, taking the page over.
  await nextTask();
  const router = createBrowserRouter(createRoutes());
  const takenOver = () => {
    endTakingOver();
    // The page now answers as the app: the browser tests wait for this before using its links.
    root.dataset.takenOver = 'true';
    // The text first: a form sent by a held press sends what was typed.
    releaseText();
    releasePresses();
  };
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
      <TakenOver onTakenOver={takenOver} />
    </StrictMode>
  );
  if (drawnByServer) {
    startTakingOver();
    await untilRouterState(router, (state) => state.initialized);
    await nextTask();
    // Preact hydrates a tree in one go: the header and footer are taken over apart.
    hydrateRoot(root, app);
  } else {
    createRoot(root).render(app);
  }
};
