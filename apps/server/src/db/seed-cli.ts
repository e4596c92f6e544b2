import { loadConfig, loadDotEnv } from '../config';
import { connectDatabase } from './client';
import { createStorage } from '../infra/storage';
import { describeSeed, seedSite } from './seed/seed';

loadDotEnv();
const config = loadConfig();
const database = await connectDatabase(config);
try {
  await database.migrate();
  const result = await seedSite(database.db, config, createStorage(config));
  console.log(describeSeed(result) ?? 'Demo data is in place; nothing was missing.');
} finally {
  await database.close();
}
