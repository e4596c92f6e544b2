import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { pgliteExtensions } from '../src/db/client';
import { repositoryRoot, startServer, type ServerProcess } from './support/server-process';
import { adminQuery, templateDatabaseName, withDatabase } from './support/template-database';

const databaseUrl = inject('databaseUrl');
const databaseName = `osi_test_compiled_${randomBytes(6).toString('hex')}`;
const admin = { email: 'first.admin@osi.example', password: 'First#Admin-2026' };
let settings: NodeJS.ProcessEnv;
let server: ServerProcess;
let dataDir: string;

/**
 * The suite's migrated database, so the server skips PGlite's slow first creation; it still
 * reads its migrations folder, which the migrator needs even with nothing left to apply.
 */
const preparedDatabase = async () => {
  if (databaseUrl) {
    const template = templateDatabaseName(databaseUrl);
    await adminQuery(databaseUrl, `CREATE DATABASE ${databaseName} TEMPLATE ${template}`);
    return withDatabase(databaseUrl, databaseName);
  }
  const embedded = await PGlite.create(path.join(dataDir, 'pglite'), {
    loadDataDir: new Blob([await fs.readFile(inject('pgliteSnapshot'))]),
    extensions: pgliteExtensions,
  });
  await embedded.close();
  return '';
};

/** Production runs the compiled JavaScript with plain node: no tsx, @osi/shared compiled in. */
beforeAll(async () => {
  await promisify(execFile)(process.execPath, ['apps/server/scripts/build.mjs'], {
    cwd: repositoryRoot,
  });
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'osi-compiled-'));
  settings = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: await preparedDatabase(),
    REDIS_URL: '',
    SEED_DEMO_DATA: 'false',
  };
  // The README's command for the first administrator, before the server holds the database.
  await promisify(execFile)(
    'npm',
    ['run', 'admin:create', '--', '--email', admin.email, '--name', 'First Administrator'],
    { cwd: repositoryRoot, env: { ...process.env, ...settings, ADMIN_PASSWORD: admin.password } },
  );
});
beforeAll(async () => {
  server = await startServer(settings, ['apps/server/dist/server.js']);
});
afterAll(async () => {
  await server?.stop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  if (databaseUrl) {
    await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  }
});

it('starts from apps/server/dist and seeds its database', async () => {
  const response = await fetch(`${server.baseUrl}/api/membership-types`);
  expect(response.status).toBe(200);
  expect(JSON.stringify(await response.json())).toContain('Life Member');
});

it('lets in the administrator `npm run admin:create` made', async () => {
  const response = await fetch(`${server.baseUrl}/api/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  expect(response.status).toBe(200);
});
