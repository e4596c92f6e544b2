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
    // Vitest leaves one core to itself by default; on CI's two cores that means one worker.
    maxWorkers: '100%',
  },
});
