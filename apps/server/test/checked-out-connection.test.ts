import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { connectPostgres } from '../src/db/client';

const databaseUrl = inject('databaseUrl');
const applicationName = 'osi_checked_out_test';

/** The backends of this test's connections that PostgreSQL still lists, ended when asked. */
const backends = async (terminate: boolean) => {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      `select ${terminate ? 'pg_terminate_backend(pid)' : 'pid'} from pg_stat_activity where application_name = $1`,
      [applicationName],
    );
    return rows.length;
  } finally {
    await admin.end();
  }
};

/**
 * A connection a transaction holds between two queries is outside the pool's own error listener:
 * lost then, pg emits 'error' on it, which without a listener of ours ends the whole process.
 */
describe.runIf(databaseUrl)('a connection lost while a transaction holds it', () => {
  it('fails that transaction, and the process goes on', async () => {
    const url = new URL(databaseUrl);
    url.searchParams.set('application_name', applicationName);
    const database = connectPostgres(url.toString());
    try {
      const transaction = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        expect(await backends(true)).toBe(1);
        while ((await backends(false)) > 0);
        await tx.execute(sql`select 1`);
      });
      await expect(transaction).rejects.toThrow();
      expect(await database.db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      await database.close();
    }
  });
});
