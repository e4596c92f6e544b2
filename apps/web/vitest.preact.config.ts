import { defineProject, mergeConfig } from 'vitest/config';
import { reactOnPreact } from './vite.config.ts';
import webConfig from './vitest.config.ts';

/**
 * The web test files again, on Preact as the browser build runs them (decision 070). The libraries
 * go through Vite too, from their ES modules, so that the aliases reach their imports of React.
 */
export default mergeConfig(
  webConfig,
  defineProject({
    resolve: {
      mainFields: ['browser', 'module', 'jsnext:main', 'jsnext'],
      alias: [
        ...reactOnPreact,
        // Testing Library takes `act` from here when `react` has none, as preact/compat has not.
        { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
      ],
    },
    test: {
      name: 'web-preact',
      setupFiles: ['src/testing/setup-preact.ts'],
      server: { deps: { inline: true } },
      // CommonJS libraries that require React: Vite's optimizer bundles them with the aliases.
      deps: {
        optimizer: {
          client: {
            enabled: true,
            include: [
              'use-sync-external-store/shim/index.js',
              'use-sync-external-store/shim/with-selector.js',
            ],
          },
        },
      },
    },
  }),
);
