import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/server',
      'apps/server/vitest.isolated.config.ts',
      'apps/web',
      'apps/web/vitest.preact.config.ts',
      'apps/web/vitest.server-render.config.ts',
    ],
    // Vitest leaves one core to itself by default, and takes the number of workers from each
    // project, not from here: every project's config sets `maxWorkers: '100%'` (decision 114).
  },
});
