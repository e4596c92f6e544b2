import os from 'node:os';
import path from 'node:path';
import { buildApp, type AppDependencies } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { createTestDatabase } from './test-database';

export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  ...loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), 'osi-test-unused'),
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIST_DIR: path.join(os.tmpdir(), 'osi-test-no-web-build'),
  }),
  // The newsletter dispatcher polls only where a test asks it to (with a short interval), so
  // no other test's database sees its queries.
  newsletter: { batchSize: 100, pollIntervalMs: 60 * 60 * 1000 },
  // Likewise the reminder pass runs only where a test asks for it.
  reminders: { batchSize: 500, pollIntervalMs: null },
  // And the event offer pass: tests run it themselves.
  eventOffers: { pollIntervalMs: null },
  receiptRetention: { pollIntervalMs: null },
  ...overrides,
});

/** The real app on a fresh database, not yet ready (a test may add routes); closing drops both. */
export const buildTestApp = async (
  overrides: Partial<Config> = {},
  { web }: Pick<AppDependencies, 'web'> = {},
) => {
  const database = await createTestDatabase();
  const app = await buildApp({ config: testConfig(overrides), database, web });
  app.addHook('onClose', async () => database.close());
  return app;
};

export const createTestApp = async (overrides: Partial<Config> = {}) => {
  const app = await buildTestApp(overrides);
  await app.ready();
  return app;
};
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
