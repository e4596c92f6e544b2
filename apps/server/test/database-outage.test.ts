import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { startCuttableProxy } from './support/network';
import { startServer, type ServerProcess } from './support/server-process';
import { adminQuery, templateDatabaseName, withDatabase } from './support/template-database';

/**
 * A real server process reaches PostgreSQL through a proxy that can be cut, like a database that
 * restarts or fails over; its backends are also ended under it, as `pg_terminate_backend` does.
 */
const databaseUrl = inject('databaseUrl');
const applicationName = 'osi_outage_test';

let databaseName: string;
let proxy: Awaited<ReturnType<typeof startCuttableProxy>>;
let server: ServerProcess;

const health = (timeoutMs = 5_000) =>
  fetch(`${server.baseUrl}/api/health`, { signal: AbortSignal.timeout(timeoutMs) });

const expectQuick503 = async (url: string) => {
  const started = Date.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  expect(Date.now() - started).toBeLessThan(3_000);
  expect(response.status).toBe(503);
  expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
    'database_unavailable',
  );
};

const servesAgain = () =>
  vi.waitFor(async () => expect((await health()).status).toBe(200), {
    timeout: 20_000,
    interval: 100,
  });

describe.runIf(databaseUrl)('the server when PostgreSQL goes away', () => {
  beforeAll(async () => {
    databaseName = `osi_test_outage_${randomBytes(6).toString('hex')}`;
    await adminQuery(
      databaseUrl,
      `CREATE DATABASE ${databaseName} TEMPLATE ${templateDatabaseName(databaseUrl)}`,
    );
    proxy = await startCuttableProxy(withDatabase(databaseUrl, databaseName));
    const url = new URL(proxy.url);
    url.searchParams.set('application_name', applicationName);
    server = await startServer({
      NODE_ENV: 'test',
      DATABASE_URL: url.toString(),
      DATA_DIR: path.join(os.tmpdir(), 'osi-outage-data'),
      SEED_DEMO_DATA: 'false',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    if (databaseName) {
      await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    }
  });

  it('survives its connections being terminated and serves on without a restart', async () => {
    // Several pooled connections, idle when the server ends them.
    const warm = await Promise.all(Array.from({ length: 5 }, () => health()));
    expect(warm.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    const watcher = new pg.Client({ connectionString: databaseUrl });
    await watcher.connect();
    try {
      const terminated = await watcher.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = $2',
        [databaseName, applicationName],
      );
      expect(terminated.rowCount).toBeGreaterThan(0);
    } finally {
      await watcher.end();
    }
    await servesAgain();
  });

  it('answers 503 quickly while the database is unreachable, and 200 once it is back', async () => {
    expect((await health()).status).toBe(200);
    proxy.cut();
    try {
      await expectQuick503(`${server.baseUrl}/api/health`);
      await expectQuick503(`${server.baseUrl}/api/membership-types`);
    } finally {
      proxy.restore();
    }
    await servesAgain();
    expect((await fetch(`${server.baseUrl}/api/membership-types`)).status).toBe(200);
  });
});
