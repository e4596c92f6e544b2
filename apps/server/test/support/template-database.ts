import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { connectPglite, connectPostgres, pgliteExtensions } from '../../src/db/client';

/**
 * Named after the database DATABASE_URL names, so runs against different databases of one server
 * (CI, a developer's second checkout) never drop each other's template.
 */
export const templateDatabaseName = (url: string) =>
  `${new URL(url).pathname.slice(1) || 'osi'}_test_template`;

export const withDatabase = (url: string, database: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

export const adminQuery = async (url: string, statement: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

/**
 * Migrates once and keeps a dump that every test file's PGlite starts from. Uncompressed: a tenth
 * faster to start from than gzip's, and read once per worker (test-database.ts).
 */
export const preparePgliteSnapshot = async () => {
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const handle = connectPglite(client);
  await handle.migrate();
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'osi-pglite-'));
  const file = path.join(dir, 'migrated.tar');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return file;
};

/** On a real server, a migrated template database that each test file clones. */
export const preparePostgresTemplate = async (url: string) => {
  const template = templateDatabaseName(url);
  await adminQuery(url, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  await adminQuery(url, `CREATE DATABASE ${template}`);
  const handle = connectPostgres(withDatabase(url, template));
  await handle.migrate();
  await handle.close();
};
