import { buildApp } from '../../src/app';
import type { Config } from '../../src/config';
import type { InfraOverrides } from '../../src/plugins/infra';
import { testConfig } from './test-app';
import { createTestDatabase } from './test-database';

/** The real app, ready, on a fresh database, with settings and infrastructure stand-ins of the test's choosing. */
export const createInfraTestApp = async ({
  config,
  infra,
}: { config?: Partial<Config>; infra?: InfraOverrides } = {}) => {
  const database = await createTestDatabase();
  const app = await buildApp({ config: testConfig(config), database, infra });
  app.addHook('onClose', async () => database.close());
  await app.ready();
  return app;
};
