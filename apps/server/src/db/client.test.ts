import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { startSilentServer, startSlowGoodbyeProxy } from '../../test/support/network';
import { connectPostgres } from './client';

let silent: Awaited<ReturnType<typeof startSilentServer>>;
beforeAll(async () => {
  silent = await startSilentServer();
});
afterAll(() => silent.close());

it('gives up on a PostgreSQL that accepts but never answers, instead of hanging', async () => {
  const database = connectPostgres(silent.url, { connectMs: 300, queryMs: 300 });
  const started = Date.now();
  await expect(database.migrate()).rejects.toThrow();
  await expect(database.db.execute(sql`select 1`)).rejects.toThrow();
  expect(Date.now() - started).toBeLessThan(5_000);
  await database.close();
});

const databaseUrl = inject('databaseUrl');

it.runIf(databaseUrl)(
  'COPY downloads abandoned mid-stream, more than the pool has connections, leave it usable',
  async () => {
    const database = connectPostgres(databaseUrl!, { connectMs: 2_000, queryMs: 10_000 });
    try {
      for (let attempt = 0; attempt < 12; attempt += 1) {
        const download = database.copyCsv!(
          sql`select g, repeat('x', 100) from generate_series(1, 100000) g`,
        )[Symbol.asyncIterator]();
        expect((await download.next()).done).toBe(false);
        await download.return?.();
      }
      const rows = [];
      for await (const chunk of database.copyCsv!(sql`select 1, 'a "b"', null::text`)) {
        rows.push(String(chunk));
      }
      expect(rows.join('')).toBe('"1","a ""b""",\n');
    } finally {
      await database.close();
    }
  },
);

it.runIf(databaseUrl)(
  'has no connection left once closed, so its database can be dropped at once',
  async () => {
    // The server learns of each goodbye late, as on a busy machine.
    const proxy = await startSlowGoodbyeProxy(databaseUrl!, 300);
    const url = new URL(proxy.url);
    url.searchParams.set('application_name', 'osi_close_test');
    const database = connectPostgres(url.toString());
    const watcher = new pg.Client({ connectionString: databaseUrl! });
    await watcher.connect();
    const connected = async () =>
      Number(
        (
          await watcher.query<{ count: string }>(
            "select count(*) from pg_stat_activity where application_name = 'osi_close_test'",
          )
        ).rows[0]!.count,
      );
    try {
      await Promise.all(
        Array.from({ length: 5 }, () => database.db.execute(sql`select pg_sleep(0.05)`)),
      );
      expect(await connected()).toBe(5);
      await database.close();
      expect(await connected()).toBe(0);
    } finally {
      await watcher.end();
      await proxy.close();
    }
  },
);
