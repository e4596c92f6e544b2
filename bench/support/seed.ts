import { connectPostgres } from '../../apps/server/src/db/client';
import { hashPassword } from '../../apps/server/src/lib/passwords';
import { createAdmin } from '../../apps/server/src/modules/admin/admins.service';
import { recreateDatabase, withClient } from './database';
import { columnTypes, memberAt, seededRandom, type MemberColumns } from './member-rows';
import { benchAdmin } from './settings';

const benchMemberPassword = 'Member#2025';
const batchSize = 5_000;
const columns = Object.keys(columnTypes) as (keyof MemberColumns)[];
const insertBatch = `insert into members (${columns.join(', ')}) select * from unnest(${columns
  .map((column, index) => `$${index + 1}::${columnTypes[column]}[]`)
  .join(', ')})`;

const secondsSince = (start: number) => (performance.now() - start) / 1000;

/** A fresh database at `url` with the app's schema and `count` members, vacuumed and analysed. */
export const seedMembers = async (url: string, count: number) => {
  const started = performance.now();
  await recreateDatabase(url);
  const handle = connectPostgres(url);
  try {
    await handle.migrate();
    await createAdmin(handle.db, { ...benchAdmin, name: 'Benchmark Administrator' });
  } finally {
    await handle.close();
  }
  const migrateSeconds = secondsSince(started);

  // argon2 costs ~50 ms a hash; every member shares this one, which is all a benchmark needs.
  const passwordHash = await hashPassword(benchMemberPassword);
  const random = seededRandom(2025);
  return withClient(url, async (client) => {
    const insertStarted = performance.now();
    for (let start = 0; start < count; start += batchSize) {
      const batch = Array.from({ length: Math.min(batchSize, count - start) }, (_, offset) =>
        memberAt(start + offset, count, passwordHash, random),
      );
      await client.query(
        insertBatch,
        columns.map((column) => batch.map((member) => member[column])),
      );
    }
    const insertSeconds = secondsSince(insertStarted);
    // The app numbers the next registration from this sequence; keep it clear of the seeded ids.
    await client.query(`select setval('membership_number_seq', $1)`, [count]);
    const analyseStarted = performance.now();
    await client.query('vacuum (analyze) members');
    const analyseSeconds = secondsSince(analyseStarted);
    const live = await client.query<{ total: number }>(
      'select count(*)::int as total from members where deleted_at is null',
    );
    return {
      members: count,
      liveMembers: live.rows[0]?.total ?? 0,
      migrateSeconds,
      insertSeconds,
      analyseSeconds,
      totalSeconds: secondsSince(started),
    };
  });
};
