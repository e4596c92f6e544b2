import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { startSilentServer } from '../../test/support/network';
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
