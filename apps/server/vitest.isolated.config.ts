import { defineProject } from 'vitest/config';
import { serverTestOptions } from './vitest.config.ts';

/** Server test files that replace a module with `vi.mock`, each with its own modules. */
export default defineProject({
  test: {
    name: 'server-isolated',
    include: ['src/**/*.isolated.test.ts', 'test/**/*.isolated.test.ts'],
    ...serverTestOptions,
  },
});
