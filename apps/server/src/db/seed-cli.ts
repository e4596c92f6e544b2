import { loadConfig, loadDotEnv } from '../config';
import { connectDatabase } from './client';
import { describeSeed, seedDatabase } from './seed/seed';
import { seedDemoContent } from './seed/content';
import { createStorage } from '../infra/storage';

loadDotEnv();
const config = loadConfig();
const database = await connectDatabase(config);
try {
  await database.migrate();
  const result = await seedDatabase(database.db, config);
  if (config.seedDemoData) await seedDemoContent(database.db, createStorage(config));
  console.log(describeSeed(result) ?? 'Demo data is in place; nothing was missing.');
} finally {
  await database.close();
}
