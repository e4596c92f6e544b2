import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentPurposes, paymentTotalsSchema, type PaymentFilters } from '@osi/shared';
import { payments } from '../../db/schema';
import { adminSessionCookie } from '../../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { totalsByMonth } from './accounts.repository';

let app: TestApp;
let adminCookie: string;

const ist = (moment: string) => new Date(`${moment}+05:30`);

const insertPayments = (values: Partial<typeof payments.$inferInsert>[]) =>
  app.db
    .insert(payments)
    .values(
      values.map((row) => {
        const id = randomBytes(7).toString('hex');
        return {
          gateway: 'sandbox' as const,
          purpose: 'membership' as const,
          orderId: `order_${id}`,
          paymentId: `pay_${id}`,
          amountPaise: 250_000,
          email: 'payer@example.org',
          status: 'captured' as const,
          ...row,
        };
      }),
    )
    .returning();

beforeAll(async () => {
  app = await createTestApp();
  adminCookie = await adminSessionCookie(app.db);
  // Captures from January to June 2025, at the edges of India's months, in every purpose.
  const moments = [
    '2025-01-01T00:05:00',
    '2025-01-31T23:55:00',
    '2025-02-14T12:00:00',
    '2025-02-28T23:59:00',
    '2025-03-01T00:01:00',
    '2025-03-31T23:30:00',
    '2025-04-01T00:10:00',
    '2025-04-15T10:00:00',
    '2025-05-10T09:00:00',
    '2025-06-30T23:59:00',
  ];
  const captured = await insertPayments(
    moments.flatMap((moment, index) =>
      paymentPurposes.map((purpose, turn) => ({
        purpose,
        amountPaise: 100_000 * (turn + 1) + index,
        capturedAt: ist(moment),
        createdAt: ist(moment),
      })),
    ),
  );
  await insertPayments([
    { status: 'failed', capturedAt: null, createdAt: ist('2025-02-14T12:00:00') },
    { status: 'created', capturedAt: null, createdAt: ist('2025-03-14T12:00:00') },
  ]);
  // Refunds, in part and in full, each counted against its payment's month.
  for (const [index, payment] of captured.entries()) {
    if (index % 4 !== 0) continue;
    await app.db
      .update(payments)
      .set({
        refundedPaise: sql`${payments.refundedPaise} + ${index % 8 === 0 ? 12_345 : payment.amountPaise}`,
      })
      .where(eq(payments.id, payment.id));
  }
  // An order paid later, as a capture is recorded, and claimed after that.
  const [late] = await insertPayments([
    {
      purpose: 'renewal',
      status: 'created',
      capturedAt: null,
      createdAt: ist('2025-05-31T23:50:00'),
    },
  ]);
  await app.db
    .update(payments)
    .set({ status: 'captured', capturedAt: ist('2025-06-01T00:02:00') })
    .where(eq(payments.id, late!.id));
  await app.db
    .update(payments)
    .set({ claimedByType: 'member', claimedAt: new Date() })
    .where(eq(payments.id, late!.id));
});
afterAll(() => app.close());

const filterSets: PaymentFilters[] = [
  {},
  { purpose: 'renewal' },
  { from: '2025-02-01', to: '2025-04-30' },
  { from: '2025-02-15', to: '2025-05-10' },
  { from: '2025-01-31', to: '2025-03-01' },
  { from: '2025-03-31', to: '2025-04-01' },
  { purpose: 'membership', from: '2025-01-31' },
  { purpose: 'fellowship', to: '2025-03-31' },
  { to: '2025-03-15' },
  { from: '2025-06-01', to: '2025-06-30' },
  { status: 'refunded', from: '2025-02-01', to: '2025-04-30' },
];

describe('the stored monthly totals', () => {
  it.each(filterSets)('answer as the sum of the payments for %o', async (filters) => {
    const query = new URLSearchParams(filters as Record<string, string>).toString();
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/payments/totals?${query}`,
      headers: { cookie: adminCookie },
    });
    expect(response.statusCode).toBe(200);
    const totals = paymentTotalsSchema.parse(response.json());
    const summed = await totalsByMonth(app.db, filters);
    expect(summed.length).toBeGreaterThan(0);
    expect(totals.months.map(({ net: _net, ...row }) => row)).toEqual(summed);
  });
});
