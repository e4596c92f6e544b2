import type { FastifyPluginAsync } from 'fastify';
import { buildApp } from './app';
import { loadConfig, loadDotEnv } from './config';
import { connectDatabase } from './db/client';
import { describeSeed, seedSite } from './db/seed/seed';
import { createStorage } from './infra/storage';

/** Starts the site: its database migrated and seeded, then the app listening. */
export const startServer = async ({ web }: { web?: FastifyPluginAsync } = {}) => {
  loadDotEnv();
  const config = loadConfig();
  const database = await connectDatabase(config);
  await database.migrate();
  const seeded = await seedSite(database.db, config, createStorage(config));
  const banner = describeSeed(seeded);
  if (banner) console.log(banner);

  const app = await buildApp({ config, database, web });
  app.addHook('onClose', async () => database.close());

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Serving ${config.publicUrl} (database: ${database.kind})`);
};
