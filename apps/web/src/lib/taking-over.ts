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

/** Resolves in a later task, letting the visitor's input and the browser's drawing in between. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let lastPart = Promise.resolve();
const partsTakenOver = new Set<string>();
const partsWaiting = new Map<string, Promise<void>>();

/**
 * While the browser takes over the server's page, holds back the part `name` (the header, the
 * footer) for a task of its own, after the parts before it. Preact takes a tree over in one go:
 * one task for the whole page would keep the visitor's input waiting that long. Throws the
 * promise a Suspense boundary waits on; Preact keeps the server's HTML of the part meanwhile.
 */
export const takeOverApart = (name: string) => {
  if (!takingOver || partsTakenOver.has(name)) return;
  let waiting = partsWaiting.get(name);
  if (!waiting) {
    waiting = lastPart = lastPart.then(nextTask).then(() => void partsTakenOver.add(name));
    partsWaiting.set(name, waiting);
  }
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense waits on a thrown promise
  throw waiting;
};

/**
 * Resolves a task after the last part held back by `takeOverApart` was taken over, parts met
 * inside a part as it was taken over (a form in the page, a menu in the header) included.
 */
export const afterPartsTakenOver = async () => {
  let awaited: Promise<void>;
  do {
    awaited = lastPart;
    await awaited.then(nextTask);
  } while (awaited !== lastPart);
};

/**
 * Loads modules one after another, each started in a task of its own, and gives the last one a
 * task later, so that what draws it starts apart too: a module and the libraries it stands on
 * would otherwise start in one long task. Each step names what the next stands on (zod with a
 * form's schema, then the form library).
 */
export const loadInTasks = async <M>(
  ...steps: [...(() => Promise<unknown>)[], () => Promise<M>]
): Promise<M> => {
  let loaded: unknown;
  for (const step of steps) {
    loaded = await step();
    await nextTask();
  }
  return loaded as M;
};
