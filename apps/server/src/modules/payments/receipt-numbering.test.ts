import { randomBytes, randomUUID } from 'node:crypto';
import { asc, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectPostgres, type DatabaseHandle, type Executor } from '../../db/client';
import { payments, receipts } from '../../db/schema';
import { thisMonthTotal } from '../../../test/support/month-totals';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import {
  adminQuery,
  templateDatabaseName,
  withDatabase,
} from '../../../test/support/template-database';
import { confirmCheckout, openOrder, recordGatewayCapture } from './payments.service';
import { insertPayment } from './payments.repository';

const quiet = { warn: () => undefined, error: () => undefined };

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** An order of ours not yet paid; `capturedAt` stands for the moment the gateway captured it. */
const order = async (db: Executor, capturedAt?: Date) => {
  const orderId = `order_${randomBytes(7).toString('hex')}`;
  const row = await insertPayment(db, {
    gateway: 'sandbox',
    purpose: 'membership',
    orderId,
    amountPaise: 250_000,
    email: `payer-${randomUUID().slice(0, 8)}@example.org`,
    capturedAt,
  });
  return {
    row,
    report: {
      orderId,
      paymentId: `pay_${randomBytes(7).toString('hex')}`,
      amountPaise: 250_000,
      currency: 'INR',
    },
  };
};

const receiptsOf = (db: Executor, paymentRowIds: string[]) =>
  db
    .select()
    .from(receipts)
    .where(inArray(receipts.paymentId, paymentRowIds))
    .orderBy(asc(receipts.sequence));

describe('receipt numbers', () => {
  it('numbers captures one after another within the financial year of the capture day in India', async () => {
    // 31 March 2031 at 23:00 in India, then 1 April 2031 at 05:30 in India (00:00 UTC).
    const march = await order(app.db, new Date('2031-03-31T17:30:00Z'));
    const marchAgain = await order(app.db, new Date('2031-03-31T18:00:00Z'));
    const april = await order(app.db, new Date('2031-04-01T00:00:00Z'));
    for (const { report } of [march, marchAgain, april]) {
      await recordGatewayCapture(app.db, quiet, report);
    }

    const numbers = (await receiptsOf(app.db, [march.row.id, marchAgain.row.id, april.row.id])).map(
      (receipt) => receipt.number,
    );
    expect(numbers.sort()).toEqual([
      'OSI/2030-31/000001',
      'OSI/2030-31/000002',
      'OSI/2031-32/000001',
    ]);
  });

  it('gives one receipt to a capture the webhook and the browser both report, in either order', async () => {
    for (const webhookFirst of [true, false]) {
      const before = await thisMonthTotal(app.db, 'membership');
      const email = `both-${randomUUID().slice(0, 8)}@example.org`;
      const placed = await openOrder(app, {
        purpose: 'membership',
        email,
        amountPaise: 250_000,
        itemId: randomUUID(),
      });
      const paid = (
        await app.inject({
          method: 'POST',
          url: '/api/payments/sandbox/checkout',
          payload: { orderId: placed.orderId, outcome: 'success' },
        })
      ).json<{
        razorpay_order_id: string;
        razorpay_payment_id: string;
        razorpay_signature: string;
      }>();
      const checkout = {
        orderId: paid.razorpay_order_id,
        paymentId: paid.razorpay_payment_id,
        signature: paid.razorpay_signature,
      };
      const webhook = () =>
        recordGatewayCapture(app.db, quiet, {
          orderId: checkout.orderId,
          paymentId: checkout.paymentId,
          amountPaise: 250_000,
          currency: 'INR',
        });
      const browser = () => confirmCheckout(app, checkout, { purpose: 'membership', email });
      if (webhookFirst) await webhook();
      await browser();
      await webhook();
      await browser();

      const [row] = await app.db
        .select()
        .from(payments)
        .where(eq(payments.orderId, checkout.orderId));
      expect(row!.status).toBe('captured');
      expect(await receiptsOf(app.db, [row!.id])).toHaveLength(1);
      expect(await thisMonthTotal(app.db, 'membership')).toEqual({
        count: before.count + 1,
        amountPaise: before.amountPaise + 250_000,
        refundedPaise: before.refundedPaise,
      });
    }
  });
});

/**
 * Two processes on one PostgreSQL stand as two pools of connections to one database; on PGlite
 * there is one connection, so the captures queue on it.
 */
describe('fifty concurrent captures', () => {
  const databaseUrl = inject('databaseUrl');
  let databaseName: string | undefined;
  const pools: DatabaseHandle[] = [];

  beforeAll(async () => {
    if (!databaseUrl) return;
    databaseName = `osi_test_receipts_${randomBytes(6).toString('hex')}`;
    await adminQuery(
      databaseUrl,
      `CREATE DATABASE ${databaseName} TEMPLATE ${templateDatabaseName(databaseUrl)}`,
    );
    const url = withDatabase(databaseUrl, databaseName);
    pools.push(connectPostgres(url), connectPostgres(url));
  });
  afterAll(async () => {
    for (const pool of pools) await pool.close();
    if (databaseUrl && databaseName) {
      await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    }
  });

  it('number them 1 to 50 with no gap and no duplicate', async () => {
    const dbs = pools.length > 0 ? pools.map((pool) => pool.db) : [app.db];
    const capturedAt = new Date('2035-06-01T06:00:00Z');
    const orders = await Promise.all(
      Array.from({ length: 50 }, (_, index) => order(dbs[index % dbs.length]!, capturedAt)),
    );
    await Promise.all(
      orders.flatMap(({ report }, index) => [
        recordGatewayCapture(dbs[index % dbs.length]!, quiet, report),
        // The same capture reported again through the other process at the same time.
        recordGatewayCapture(dbs[(index + 1) % dbs.length]!, quiet, report),
      ]),
    );

    const issued = await dbs[0]!
      .select()
      .from(receipts)
      .where(like(receipts.series, '%/2035-36'))
      .orderBy(asc(receipts.sequence));
    expect(issued.map((receipt) => receipt.sequence)).toEqual(
      Array.from({ length: 50 }, (_, index) => index + 1),
    );
    expect(new Set(issued.map((receipt) => receipt.paymentId)).size).toBe(50);
    expect(issued[49]!.number).toBe('OSI/2035-36/000050');
  });
});
