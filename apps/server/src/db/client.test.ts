import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
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
