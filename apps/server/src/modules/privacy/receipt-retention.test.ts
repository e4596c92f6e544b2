import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { erasedMemberName } from '@osi/shared';
import { buildApp } from '../../app';
import { selectRows } from '../../db/client';
import * as schema from '../../db/schema';
import { insertMember } from '../../../test/support/fixtures';
import { seedErasedMember } from '../../../test/support/member-data';
import { pdfText } from '../../../test/support/pdf-text';
import { createTestApp, testConfig, type TestApp } from '../../../test/support/test-app';
import { createTestDatabase } from '../../../test/support/test-database';
import { firstDayStillKept, forgetKeptPayersPastRetention } from './receipt-retention';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

describe('firstDayStillKept', () => {
  it.each([
    ['2026-03-31', '2017-04-01'],
    ['2026-04-01', '2018-04-01'],
    ['2026-11-28', '2018-04-01'],
    ['2027-03-31', '2018-04-01'],
  ])(
    'on %s keeps receipts from %s: eight financial years after the one they fall in',
    (today, first) => {
      expect(firstDayStillKept(today)).toBe(first);
    },
  );
});

/** An erased member with one receipted payment, its kept payer and an administrator's cookie. */
const erasedPayer = async () => {
  const { person, seeded, admin } = await seedErasedMember(app);
  const paymentId = String(seeded.payments!.value);
  const keptPayer = async () =>
    (
      await selectRows<{ kept_payer: unknown }>(
        app.db,
        sql`select kept_payer from payments where id = ${paymentId}`,
      )
    )[0]!.kept_payer;
  const receiptIssuedAt = (moment: string) =>
    app.db.execute(sql`update receipts set created_at = ${moment} where payment_id = ${paymentId}`);
  const printedReceipt = async () =>
    pdfText(
      (
        await app.inject({
          method: 'GET',
          url: `/api/admin/payments/${paymentId}/receipt`,
          headers: { cookie: admin },
        })
      ).rawPayload,
    );
  return {
    fullName: `${person.firstName} ${person.lastName}`,
    paymentId,
    keptPayer,
    receiptIssuedAt,
    printedReceipt,
  };
};

describe('the receipt retention pass', () => {
  it('forgets an erased payer from the day their receipts leave the retention, audited without the name', async () => {
    const payer = await erasedPayer();
    const kept = await payer.keptPayer();
    expect(kept).toMatchObject({ name: payer.fullName });

    // Issued late on 31 March 2018 in India: the financial year 2017-18, kept until 31 March 2026.
    await payer.receiptIssuedAt('2018-03-31T23:30:00+05:30');
    expect(await forgetKeptPayersPastRetention(app.db, '2026-03-31')).toBe(0);
    expect(await payer.keptPayer()).toEqual(kept);

    // Two processes' passes at once forget the payer once.
    const passes = await Promise.all([
      forgetKeptPayersPastRetention(app.db, '2026-04-01'),
      forgetKeptPayersPastRetention(app.db, '2026-04-01'),
    ]);
    expect(passes.toSorted()).toEqual([0, 1]);
    expect(await payer.keptPayer()).toEqual({ name: erasedMemberName });
    const printed = await payer.printedReceipt();
    expect(printed).toContain(erasedMemberName);
    expect(printed).not.toContain(payer.fullName);
    expect(printed).not.toContain('Kerala');

    const audits = await selectRows<{ actor_type: string; after: unknown }>(
      app.db,
      sql`select actor_type, after from audit_events
        where action = 'payment.kept-payer-forgotten' and entity_id = ${payer.paymentId}`,
    );
    expect(audits).toEqual([{ actor_type: 'system', after: { receiptsKeptFrom: '2018-04-01' } }]);
    expect(JSON.stringify(audits)).not.toContain(payer.fullName);

    // A second pass finds nothing left to forget.
    expect(await forgetKeptPayersPastRetention(app.db, '2026-04-02')).toBe(0);
  });

  it('keeps the payer while any receipt or credit note of the payment is within the retention', async () => {
    const payer = await erasedPayer();
    const kept = await payer.keptPayer();

    // Issued early on 1 April 2018 in India: the financial year 2018-19, kept until 31 March 2027.
    await payer.receiptIssuedAt('2018-04-01T00:30:00+05:30');
    expect(await forgetKeptPayersPastRetention(app.db, '2027-03-31')).toBe(0);

    // A credit note of 2019 for the same payment keeps the payer a year longer.
    const series = `CN${payer.paymentId.slice(0, 8)}`;
    await app.db.execute(sql`insert into receipts
        (kind, series, sequence, number, payment_id, amount_paise, created_at)
      values ('credit_note', ${series}, 1, ${`${series}/000001`}, ${payer.paymentId}, 100000,
        '2019-05-01T12:00:00+05:30')`);
    expect(await forgetKeptPayersPastRetention(app.db, '2027-04-01')).toBe(0);
    expect(await payer.keptPayer()).toEqual(kept);
    expect(await payer.printedReceipt()).toContain(payer.fullName);

    expect(await forgetKeptPayersPastRetention(app.db, '2028-04-01')).toBe(1);
    expect(await payer.keptPayer()).toEqual({ name: erasedMemberName });
  });

  it("runs in each server process once it is ready, on the society's today", async () => {
    const database = await createTestDatabase();
    const member = await insertMember(database.db, { state: 'Goa', country: 'India' });
    const [payment] = await database.db
      .insert(schema.payments)
      .values({
        gateway: 'sandbox',
        purpose: 'membership',
        orderId: `order_${member.id}`,
        amountPaise: 500_000,
        status: 'captured',
        email: 'erased@example.org',
        memberId: member.id,
        keptPayer: { name: 'Dr. Kept Payer', state: 'Goa', country: 'India' },
      })
      .returning();
    const series = `R${member.id.slice(0, 8)}`;
    await database.db.insert(schema.receipts).values({
      kind: 'receipt',
      series,
      sequence: 1,
      number: `${series}/000001`,
      paymentId: payment!.id,
      amountPaise: 500_000,
      issuedAt: new Date('2010-06-01T12:00:00+05:30'),
    });
    const server = await buildApp({
      config: testConfig({ receiptRetention: { pollIntervalMs: 60 * 60_000 } }),
      database,
    });
    try {
      await server.ready();
      // The pass runs beside the server once it is ready: wait for its change, however busy the
      // machine (the wait ends as soon as the change is seen).
      await vi.waitFor(async () => {
        const [row] = await selectRows<{ kept_payer: unknown }>(
          database.db,
          sql`select kept_payer from payments where id = ${payment!.id}`,
        );
        expect(row!.kept_payer).toEqual({ name: erasedMemberName });
      }, 10_000);
    } finally {
      await server.close();
      await database.close();
    }
  });
});
