// What the browser build loads for `react` (decision 052, vite.config.ts): Preact's compat layer
// and React 19's useOptimistic, which React Router 8 imports and Preact lacks. Preact renders a
// transition at once, so an optimistic state would give way in the same render; passing the state
// through, with a setter that never changes, is what React Router did itself before React 19.
export * from 'preact/compat';
export { default } from 'preact/compat';

const keepState = () => {};

export const useOptimistic = <State>(passthrough: State) => [passthrough, keepState] as const;
