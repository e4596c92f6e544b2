import { createRequire } from 'node:module';
import { options } from 'preact';
import { afterAll, expect } from 'vitest';

// Preact runs effects once the browser has drawn the next frame. jsdom draws none (its frames are
// a timer): here they run after the next task, as React's do (decision 070).
options.requestAnimationFrame = (runEffects) => setTimeout(runEffects);

afterAll(() => {
  const loaded = Object.keys(createRequire(import.meta.url).cache);
  expect(
    loaded.filter((path) => /node_modules\/react(-dom)?\//.test(path)),
    'React itself was loaded: a CommonJS library requires it past the aliases (vitest.preact.config.ts)',
  ).toEqual([]);
});
