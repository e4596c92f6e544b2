import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * The server's renderer of the public pages, on React in Node as the server runs it (decision
 * 070). Apart from the browser's tests: React's server renderer marks each context it draws as
 * its own, and React's browser renderer drawing the same context later warns of two renderers.
 */
export default mergeConfig(
  viteConfig({ command: 'serve', mode: 'test', isSsrBuild: true }),
  defineProject({
    test: {
      name: 'web-server',
      environment: 'node',
      include: ['src/entry-server.test.tsx'],
      maxWorkers: '100%',
    },
  }),
);
