import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  adminPaymentSchema,
  financialYear,
  paymentTotalsSchema,
  societyDay,
  yearOverviewSchema,
} from '@osi/shared';
import { z } from 'zod';
import type { members } from '../../db/schema';
import { payments, receipts } from '../../db/schema';
import { adminSessionCookie, insertMember, sessionCookie } from '../../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let app: TestApp;
let adminCookie: string;
let asha: typeof members.$inferSelect;
let bala: typeof members.$inferSelect;

type NewPayment = Partial<typeof payments.$inferInsert> & { capturedAt?: Date | null };

const insertPayment = async (values: NewPayment) => {
  const id = randomBytes(7).toString('hex');
  const [row] = await app.db
    .insert(payments)
    .values({
      gateway: 'sandbox',
      purpose: 'membership',
      orderId: `order_${id}`,
      paymentId: values.status === 'created' ? null : `pay_${id}`,
      amountPaise: 300_000,
      email: 'payer@example.org',
      status: 'captured',
      ...values,
    })
    .returning();
  return row!;
};

const ist = (moment: string) => new Date(`${moment}+05:30`);

beforeAll(async () => {
  app = await createTestApp();
  adminCookie = await adminSessionCookie(app.db);
  asha = await insertMember(app.db, { firstName: 'Asha', status: 'approved', mobileNo: '' });
  bala = await insertMember(app.db, { firstName: 'Bala', status: 'approved', mobileNo: '' });
  const first = await insertPayment({
    memberId: asha.id,
    email: asha.email,
    capturedAt: ist('2026-03-31T23:30:00'),
    createdAt: ist('2026-03-31T23:20:00'),
  });
  await app.db.insert(receipts).values({
    kind: 'receipt',
    series: 'OSI/2025-26',
    sequence: 41,
    number: 'OSI/2025-26/000041',
    paymentId: first.id,
    amountPaise: first.amountPaise,
  });
  await insertPayment({
    memberId: bala.id,
    email: bala.email,
    purpose: 'fellowship',
    amountPaise: 500_000,
    refundedPaise: 200_050,
    capturedAt: ist('2026-04-01T00:10:00'),
    createdAt: ist('2026-04-01T00:05:00'),
  });
  await insertPayment({
    memberId: asha.id,
    email: asha.email,
    purpose: 'renewal',
    capturedAt: ist('2026-04-15T10:00:00'),
    createdAt: ist('2026-04-15T09:59:00'),
  });
  await insertPayment({
    status: 'failed',
    email: 'declined.card@example.org',
    createdAt: ist('2026-04-16T10:00:00'),
  });
  await insertPayment({
    status: 'created',
    email: 'walked.away@example.org',
    createdAt: ist('2026-04-17T10:00:00'),
  });
});
afterAll(() => app.close());

const get = (url: string, cookie = adminCookie) =>
  app.inject({ method: 'GET', url, headers: { cookie } });

const listed = async (query: string) => {
  const response = await get(`/api/admin/payments?${query}`);
  expect(response.statusCode).toBe(200);
  const page = z
    .object({
      items: z.array(adminPaymentSchema),
      total: z.number(),
      totalPages: z.number(),
      totalIsCapped: z.boolean(),
    })
    .parse(response.json());
  return page;
};

describe('the payments list', () => {
  it('lists every payment newest first, with the member, state and receipt', async () => {
    const page = await listed('');
    expect(page).toMatchObject({ total: 5, totalPages: 1, totalIsCapped: false });
    expect(page.items.map((item) => [item.email, item.status])).toEqual([
      ['walked.away@example.org', 'created'],
      ['declined.card@example.org', 'failed'],
      [asha.email, 'captured'],
      [bala.email, 'refunded'],
      [asha.email, 'captured'],
    ]);
    const oldest = page.items.at(-1)!;
    expect(oldest).toMatchObject({
      amount: 3000,
      refunded: 0,
      receiptNumber: 'OSI/2025-26/000041',
      member: { id: asha.id, name: 'Asha Rao', membershipId: asha.membershipId },
      capturedAt: '2026-03-31T18:00:00.000Z',
    });
    expect(page.items[3]).toMatchObject({ refunded: 2000.5, purpose: 'fellowship' });
    expect(page.items[0]).toMatchObject({ member: null, paymentId: '', capturedAt: null });
  });

  it('filters by purpose, state, India days and member', async () => {
    expect((await listed('purpose=renewal')).items.map((item) => item.purpose)).toEqual([
      'renewal',
    ]);
    expect((await listed('status=refunded')).items.map((item) => item.email)).toEqual([bala.email]);
    expect((await listed('status=captured')).total).toBe(2);
    expect((await listed('from=2026-04-01&to=2026-04-01')).items.map((item) => item.email)).toEqual(
      [bala.email],
    );
    expect((await listed('to=2026-03-31')).total).toBe(1);
    expect((await listed('member=bala')).items.map((item) => item.email)).toEqual([bala.email]);
    expect((await listed('member=WALKED.AWAY')).total).toBe(1);
    expect((await listed(`member=${asha.membershipId}`)).total).toBe(2);
  });

  it('refuses dates out of order and unknown filters values', async () => {
    const backwards = await get('/api/admin/payments?from=2026-04-02&to=2026-04-01');
    expect(backwards.statusCode).toBe(400);
    expect(JSON.stringify(backwards.json())).toContain(
      'The start date must not be after the end date',
    );
    expect((await get('/api/admin/payments?status=stolen')).statusCode).toBe(400);
    expect((await get('/api/admin/payments?from=yesterday')).statusCode).toBe(400);
  });

  it('is for administrators only', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/payments' })).statusCode).toBe(401);
    const member = await sessionCookie(app.db, 'member', asha.id);
    expect((await get('/api/admin/payments', member)).statusCode).toBe(401);
    expect((await get('/api/admin/payments/totals', member)).statusCode).toBe(401);
  });
});

describe('the totals', () => {
  it('adds up what was received by India month and purpose, net of refunds', async () => {
    const response = await get('/api/admin/payments/totals');
    expect(response.statusCode).toBe(200);
    const totals = paymentTotalsSchema.parse(response.json());
    expect(totals.months).toEqual([
      { month: '2026-03', purpose: 'membership', count: 1, amount: 3000, refunded: 0, net: 3000 },
      {
        month: '2026-04',
        purpose: 'fellowship',
        count: 1,
        amount: 5000,
        refunded: 2000.5,
        net: 2999.5,
      },
      { month: '2026-04', purpose: 'renewal', count: 1, amount: 3000, refunded: 0, net: 3000 },
    ]);
    expect(totals).toMatchObject({ count: 3, amount: 11000, refunded: 2000.5, net: 8999.5 });
  });

  it('follows the filters', async () => {
    const totals = paymentTotalsSchema.parse(
      (await get('/api/admin/payments/totals?member=asha')).json(),
    );
    expect(totals.months.map((row) => row.purpose)).toEqual(['membership', 'renewal']);
    const failed = paymentTotalsSchema.parse(
      (await get('/api/admin/payments/totals?status=failed')).json(),
    );
    expect(failed).toMatchObject({ months: [], count: 0, net: 0 });
  });
});

describe('the year at a glance', () => {
  it('counts members by standing and this financial year’s income', async () => {
    const today = societyDay();
    await insertMember(app.db, { status: 'approved', mobileNo: '', validUntil: addDays(today, 5) });
    await insertMember(app.db, {
      status: 'approved',
      mobileNo: '',
      validUntil: addDays(today, -5),
    });
    await insertMember(app.db, {
      status: 'approved',
      mobileNo: '',
      validUntil: addDays(today, -400),
    });
    await insertMember(app.db, { status: 'approved', mobileNo: '', lifeMember: true });
    await insertMember(app.db, { status: 'pending', mobileNo: '' });
    await insertPayment({ amountPaise: 123_456, capturedAt: new Date() });

    const response = await get('/api/admin/membership-year');
    expect(response.statusCode).toBe(200);
    const year = yearOverviewSchema.parse(response.json());
    expect(year.standings).toEqual({ active: 3, expiring: 1, grace: 1, lapsed: 1 });
    expect(year.lifeMembers).toBe(1);
    expect(year.financialYear).toBe(financialYear(today));
    const sinceApril = await listed(`from=${financialYear(today).slice(0, 4)}-04-01`);
    const received = sinceApril.items.filter((item) => item.capturedAt !== null);
    const net = received.reduce(
      (sum, item) => sum + Math.round((item.amount - item.refunded) * 100),
      0,
    );
    expect(received.map((item) => item.amount)).toContain(1234.56);
    expect(year.income).toBe(net / 100);
  });
});

describe('the export', () => {
  it('streams the filtered payments as CSV with India times', async () => {
    const response = await get('/api/admin/payments/export.csv?member=bala');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="payments-[\d-]+T[\d-]+\+05-30\.csv"$/,
    );
    const [header, row, ...rest] = response.body.trimEnd().split('\n');
    expect(header).toBe(
      '"Date","Purpose","State","Amount (INR)","Refunded (INR)","Member","Membership ID","E-mail","Receipt","Order ID","Payment ID","Gateway"',
    );
    expect(rest).toEqual([]);
    expect(row).toMatch(
      new RegExp(
        `^"2026-04-01T00:10:00\\.000\\+05:30","Fellowship fee","Refunded","5000","2000\\.5","Bala Rao","${bala.membershipId}","${bala.email}","","order_\\w+","pay_\\w+","sandbox"$`,
      ),
    );
  });

  it('exports every payment once', async () => {
    const rows = (await get('/api/admin/payments/export.csv')).body.trimEnd().split('\n');
    const listedTotal = (await listed('')).total;
    expect(rows).toHaveLength(listedTotal + 1);
    expect(new Set(rows).size).toBe(rows.length);
  });
});

describe('a long list', () => {
  it('counts up to the thousand past the page, a member’s payments to the hundred', async () => {
    const orders = Array.from({ length: 1_001 }, (_, index) => ({
      gateway: 'sandbox' as const,
      purpose: 'renewal' as const,
      orderId: `order_many_${index}`,
      amountPaise: 300_000,
      email: `many.${index % 2}@example.org`,
      status: 'created' as const,
      createdAt: ist('2026-05-01T10:00:00'),
    }));
    await app.db.insert(payments).values(orders);

    expect(await listed('purpose=renewal')).toMatchObject({
      total: 1_000,
      totalPages: 50,
      totalIsCapped: true,
    });
    const last = await listed('purpose=renewal&page=50');
    expect(last).toMatchObject({ total: 1_002, totalPages: 51, totalIsCapped: false });
    expect(last.items).toHaveLength(20);
    expect(await listed('member=many.1@')).toMatchObject({
      total: 100,
      totalPages: 5,
      totalIsCapped: true,
    });
    expect(await listed('member=many.1@&page=5')).toMatchObject({
      total: 200,
      totalPages: 10,
      totalIsCapped: true,
    });
    const end = await listed('member=many.1@&page=25');
    expect(end).toMatchObject({ total: 500, totalPages: 25, totalIsCapped: false });
    expect(end.items).toHaveLength(20);
  });
});
