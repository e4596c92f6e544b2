import { useSyncExternalStore } from 'react';

let takingOver = false;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The browser is about to take over a page the server drew (hydration). */
export const startTakingOver = () => {
  takingOver = true;
};

/** The browser has taken the page over: what only it knows may now be drawn. */
export const endTakingOver = () => {
  takingOver = false;
  for (const listener of listeners) listener();
};

/**
 * Whether the page must be drawn as the server draws it: on the server, and in the browser while
 * it takes over the server's page. What only the browser knows (this tab's storage) is drawn once
 * this turns false, so the first drawing is the same on both sides.
 */
export const useTakingOver = () =>
  useSyncExternalStore(
    subscribe,
    () => takingOver,
    () => true,
  );
