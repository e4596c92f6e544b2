import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig({ command: 'serve', mode: 'test', isSsrBuild: false }),
  defineProject({
    // Resolve packages as the browser build does; otherwise react-router and react-router/dom
    // load different copies (CommonJS and ESM) and the router context is lost.
    resolve: { conditions: ['module', 'browser', 'development'] },
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      exclude: ['src/entry-server.test.tsx'],
      setupFiles: ['src/testing/setup-tests.ts'],
      // The files share a worker's modules instead of loading React and jsdom for each (a third of
      // the time); setup-tests.ts resets what a test leaves behind.
      isolate: false,
      // Every project states its workers: Vitest's default leaves a core idle (decision 114).
      maxWorkers: '100%',
    },
  }),
);
