import { defineProject } from 'vitest/config';

/**
 * What every server test file shares: a prepared database to copy, room for argon2, and every
 * core (decision 114).
 */
export const serverTestOptions = {
  maxWorkers: '100%',
  globalSetup: ['test/support/global-setup.ts'],
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

/**
 * The files share a worker's loaded modules (Fastify, the app's modules) instead of importing
 * them anew for each file, which halves the run. A file that replaces a module with `vi.mock`
 * is named `*.isolated.test.ts` and runs in vitest.isolated.config.ts.
 */
export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['**/*.isolated.test.ts'],
    isolate: false,
    ...serverTestOptions,
  },
});
