import { exitOnStartFailure, loadConfig, loadDotEnv } from '../config';
import { connectDatabase } from './client';

/** `npm run migrate`: the deploy step that brings the database schema up to date. */
const migrate = async () => {
  loadDotEnv();
  const database = await connectDatabase(loadConfig());
  try {
    await database.migrate();
    console.log(`Migrations applied (database: ${database.kind}).`);
  } finally {
    await database.close();
  }
};

migrate().catch(exitOnStartFailure);
