// What the browser build loads for `react` (decision 052, vite.config.ts): Preact's compat layer
// and React 19's useOptimistic, which React Router 8 imports and Preact lacks. Preact renders a
// transition at once, so an optimistic state would give way in the same render; passing the state
// through, with a setter that never changes, is what React Router did itself before React 19.
// JavaScript, not TypeScript: Preact's compat types are one `export =` namespace, which
// TypeScript cannot re-export by name; the code importing `react` is typed by React's own types.
export * from 'preact/compat';
export { default } from 'preact/compat';

const keepState = () => {};

/** @type {<State>(passthrough: State) => readonly [State, () => void]} */
export const useOptimistic = (passthrough) => [passthrough, keepState];
