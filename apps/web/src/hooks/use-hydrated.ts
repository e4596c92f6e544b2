import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False while the server draws the page and while the browser hydrates it, true from the next
 * render on (and at once in a page the browser draws itself).
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
