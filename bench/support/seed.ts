import type pg from 'pg';
import { societyDay } from '@osi/shared';
import { connectPostgres } from '../../apps/server/src/db/client';
import { hashPassword } from '../../apps/server/src/lib/passwords';
import { createAdmin } from '../../apps/server/src/modules/admin/admins.service';
import { recreateDatabase, withClient } from './database';
import { columnTypes, memberAt, seededRandom, type MemberColumns } from './member-rows';
import { seedPaymentHistory } from './seed-payments';
import { benchAdmin } from './settings';

const benchMemberPassword = 'Member#2025';
/** Registrations, renewals and fellowship fees: 200,000 payments for 100,000 members. */
const paymentsPerMember = 2;
const batchSize = 5_000;
const columns = Object.keys(columnTypes) as (keyof MemberColumns)[];
const insertBatch = `insert into members (${columns.join(', ')}) select * from unnest(${columns
  .map((column, index) => `$${index + 1}::${columnTypes[column]}[]`)
  .join(', ')})`;

/** A captured Razorpay payment, claimed, for each paying member: what the export joins. */
const insertPayments = `insert into payments (id, gateway, purpose, order_id, payment_id,
  amount_paise, status, email, member_id, claimed_by_type, claimed_by_id, claimed_at, captured_at,
  created_at, updated_at)
  select id, 'razorpay', 'membership', 'order_' || substr(replace(id::text, '-', ''), 1, 14),
    'pay_' || substr(replace(id::text, '-', ''), 15, 14), amount, 'captured', email, member_id,
    'member', member_id, paid_at, paid_at, paid_at, paid_at
  from unnest($1::uuid[], $2::int4[], $3::text[], $4::timestamptz[], $5::uuid[])
    as paid(id, amount, email, paid_at, member_id)`;

const secondsSince = (start: number) => (performance.now() - start) / 1000;

/**
 * Drops the member search's trigram indexes and answers how to build them again as the
 * migrations left them, once the members are in: they take each entry as it is written (decision
 * 100), which at a million members costs over half an hour, where building them takes minutes.
 */
const setSearchIndexesAside = async (client: pg.Client) => {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes
     where tablename in ('members', 'member_digit_search') and indexdef like '% USING gin %'`,
  );
  for (const { name } of rows) await client.query(`drop index ${name}`);
  return async () => {
    await client.query(`set maintenance_work_mem = '512MB'`);
    for (const { definition } of rows) await client.query(definition);
  };
};

/**
 * A fresh database at `url` with the app's schema, `count` members with their terms and twice as
 * many payments with their receipts, vacuumed and analysed.
 */
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
  const today = societyDay();
  return withClient(url, async (client) => {
    const insertStarted = performance.now();
    const buildSearchIndexes = await setSearchIndexesAside(client);
    for (let start = 0; start < count; start += batchSize) {
      const batch = Array.from({ length: Math.min(batchSize, count - start) }, (_, offset) =>
        memberAt(start + offset, count, passwordHash, random, today),
      );
      await client.query(
        insertBatch,
        columns.map((column) => batch.map((member) => member[column])),
      );
      const paying = batch.filter((member) => member.payment_id !== null);
      await client.query(insertPayments, [
        paying.map((member) => member.payment_id),
        paying.map((member) => member.membership_price_paise),
        paying.map((member) => member.email),
        paying.map((member) => member.created_at),
        paying.map((member) => member.id),
      ]);
    }
    const membersSeconds = secondsSince(insertStarted);
    const indexesStarted = performance.now();
    await buildSearchIndexes();
    const indexesSeconds = secondsSince(indexesStarted);
    const paymentsStarted = performance.now();
    const payments = await seedPaymentHistory(client, paymentsPerMember * count);
    const paymentsSeconds = secondsSince(paymentsStarted);
    const insertSeconds = secondsSince(insertStarted);
    // The app numbers the next registration from this sequence; keep it clear of the seeded ids.
    await client.query(`select setval('membership_number_seq', $1)`, [count]);
    const analyseStarted = performance.now();
    await client.query(
      'vacuum (analyze) members, member_digit_search, payments, receipts, payment_month_totals',
    );
    const analyseSeconds = secondsSince(analyseStarted);
    const live = await client.query<{ total: number }>(
      'select count(*)::int as total from members where deleted_at is null',
    );
    return {
      members: count,
      liveMembers: live.rows[0]?.total ?? 0,
      payments,
      migrateSeconds,
      membersSeconds,
      indexesSeconds,
      paymentsSeconds,
      insertSeconds,
      analyseSeconds,
      totalSeconds: secondsSince(started),
    };
  });
};
