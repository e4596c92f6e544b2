import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { receiptCounters, receipts, payments } from './schema';
import { writeSetting } from './settings';

/** The migration that gave receipts to payments captured before receipts existed. */
const backfill = async () =>
  readFile(new URL('./migrations/0016_receipts_for_earlier_payments.sql', import.meta.url), 'utf8');

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await writeSetting(app.db, 'site', { shortName: 'osi' });
});
afterAll(() => app.close());

const captured = async (capturedAt: string, status: 'captured' | 'failed' = 'captured') => {
  const id = randomBytes(7).toString('hex');
  const [row] = await app.db
    .insert(payments)
    .values({
      gateway: 'sandbox',
      purpose: 'membership',
      orderId: `order_${id}`,
      paymentId: `pay_${id}`,
      amountPaise: 150_000,
      email: `${id}@example.org`,
      status,
      capturedAt: status === 'captured' ? new Date(capturedAt) : null,
    })
    .returning();
  return row!;
};

it('numbers the earlier payments by financial year in capture order, after numbers given', async () => {
  await app.db.insert(receiptCounters).values({ series: 'OSI/2025-26', lastSequence: 7 });
  // Given out of order: 31 March 2026 at 23:30 in India is still 2025-26; an hour later is 2026-27.
  const april = await captured('2026-03-31T19:00:00Z');
  const march = await captured('2026-03-31T18:00:00Z');
  const earlyMarch = await captured('2026-03-01T06:00:00Z');
  const failed = await captured('2026-03-02T06:00:00Z', 'failed');

  await app.db.execute(sql.raw(await backfill()));
  const issued = await app.db
    .select({ paymentId: receipts.paymentId, number: receipts.number, issuedAt: receipts.issuedAt })
    .from(receipts)
    .where(inArray(receipts.paymentId, [april.id, march.id, earlyMarch.id, failed.id]))
    .orderBy(asc(receipts.number));
  expect(issued).toEqual([
    { paymentId: earlyMarch.id, number: 'OSI/2025-26/000008', issuedAt: earlyMarch.capturedAt },
    { paymentId: march.id, number: 'OSI/2025-26/000009', issuedAt: march.capturedAt },
    { paymentId: april.id, number: 'OSI/2026-27/000001', issuedAt: april.capturedAt },
  ]);
  const counters = await app.db.select().from(receiptCounters).orderBy(asc(receiptCounters.series));
  expect(counters).toEqual([
    { series: 'OSI/2025-26', lastSequence: 9 },
    { series: 'OSI/2026-27', lastSequence: 1 },
  ]);

  await app.db.execute(sql.raw(await backfill()));
  expect(await app.db.select().from(receipts).where(eq(receipts.paymentId, april.id))).toHaveLength(
    1,
  );
  expect(await app.db.select().from(receiptCounters).orderBy(asc(receiptCounters.series))).toEqual(
    counters,
  );
});
