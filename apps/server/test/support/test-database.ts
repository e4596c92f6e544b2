import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import {
  connectPglite,
  connectPostgres,
  pgliteExtensions,
  type DatabaseHandle,
} from '../../src/db/client';
import { adminQuery, templateDatabaseName, withDatabase } from './template-database';

/** The migrated snapshot, read once by each worker (its files share this module). */
let snapshot: Promise<Blob> | undefined;

/**
 * A fresh, migrated database for one test file: PGlite in memory loaded from the snapshot, or,
 * when DATABASE_URL is set, a PostgreSQL database cloned from the template and dropped on close.
 */
export const createTestDatabase = async (): Promise<DatabaseHandle> => {
  const databaseUrl = inject('databaseUrl');
  if (!databaseUrl) {
    snapshot ??= fs.readFile(inject('pgliteSnapshot')).then((bytes) => new Blob([bytes]));
    return connectPglite(
      await PGlite.create({ loadDataDir: await snapshot, extensions: pgliteExtensions }),
    );
  }
  const name = `osi_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(
    databaseUrl,
    `CREATE DATABASE ${name} TEMPLATE ${templateDatabaseName(databaseUrl)}`,
  );
  const handle = connectPostgres(withDatabase(databaseUrl, name));
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
};
