import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEventSchema, type StaffRole } from '@osi/shared';
import { z } from 'zod';
import { auditEvents } from '../../db/schema';
import { insertAdmin, insertMember, sessionCookie } from '../../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let app: TestApp;
let owner: { id: string; cookie: string };
let member: Awaited<ReturnType<typeof insertMember>>;

const ist = (moment: string) => new Date(`${moment}+05:30`);
const page = z.object({
  items: z.array(auditEventSchema),
  total: z.number(),
  totalPages: z.number(),
});

const cookieOf = async (role: StaffRole, name = 'Test Administrator') => {
  const admin = await insertAdmin(app.db, { role, name });
  return { id: admin.id, cookie: await sessionCookie(app.db, 'admin', admin.id) };
};

const get = (url: string, cookie = owner.cookie) =>
  app.inject({ method: 'GET', url, headers: { cookie } });
const listed = async (query: string) => {
  const response = await get(`/api/admin/audit-events?${query}`);
  expect(response.statusCode).toBe(200);
  return page.parse(response.json());
};
const actionsOf = async (query: string) => (await listed(query)).items.map((item) => item.action);

const paymentId = randomUUID();
const grantId = randomUUID();

beforeAll(async () => {
  app = await createTestApp();
  owner = await cookieOf('owner', 'Meera Owner');
  member = await insertMember(app.db, { title: 'Dr.', firstName: 'Kiran', lastName: 'Das' });
  await app.db.insert(auditEvents).values([
    {
      actorType: 'member',
      actorId: member.id,
      action: 'member.profile-updated',
      entityType: 'member',
      entityId: member.id,
      before: { city: 'Mysuru', mobileNo: '900' },
      after: { city: 'Pune', mobileNo: '900' },
      createdAt: ist('2026-03-31T23:50:00'),
    },
    {
      actorType: 'admin',
      actorId: owner.id,
      action: 'payment.refunded',
      entityType: 'payment',
      entityId: paymentId,
      before: { refundedPaise: 0 },
      after: { refundedPaise: 5000, refundedAt: '2026-04-01T00:20:00.000Z' },
      createdAt: ist('2026-04-01T00:20:00'),
    },
    {
      actorType: 'system',
      action: 'research-grant.status-approved',
      entityType: 'research-grant',
      entityId: grantId,
      before: { status: 'pending' },
      after: { status: 'approved' },
      createdAt: ist('2026-04-02T10:00:00'),
    },
    {
      actorType: 'admin',
      actorId: owner.id,
      action: 'settings.updated',
      entityType: 'settings',
      entityId: 'gst',
      before: 18,
      after: 12,
      createdAt: ist('2026-04-03T10:00:00'),
    },
  ]);
});
afterAll(() => app.close());

describe('the audit log', () => {
  it('names who did what to which record, newest first, with only the fields that changed', async () => {
    const { items, total } = await listed('pageSize=100');
    expect(total).toBe(4);
    expect(items.map((item) => item.action)).toEqual([
      'settings.updated',
      'research-grant.status-approved',
      'payment.refunded',
      'member.profile-updated',
    ]);
    expect(items.map((item) => item.seq)).toEqual(
      [...items.map((item) => item.seq)].sort((a, b) => b - a),
    );
    const [setting, grant, refund, profile] = items;
    expect(setting).toMatchObject({
      actor: { type: 'admin', id: owner.id, name: 'Meera Owner' },
      entity: { type: 'settings', id: 'gst', page: null },
      changes: [{ field: 'value', before: 18, after: 12 }],
    });
    expect(grant).toMatchObject({
      actor: { type: 'system', id: null, name: 'System' },
      entity: { type: 'research-grant', id: grantId, page: 'research-grant' },
      changes: [{ field: 'status', before: 'pending', after: 'approved' }],
    });
    expect(refund).toMatchObject({
      createdAt: '2026-03-31T18:50:00.000Z',
      entity: { type: 'payment', id: paymentId, page: 'payment' },
      changes: [
        { field: 'refundedAt', before: null, after: '2026-04-01T00:20:00.000Z' },
        { field: 'refundedPaise', before: 0, after: 5000 },
      ],
    });
    expect(profile).toMatchObject({
      actor: { type: 'member', id: member.id, name: 'Dr. Kiran Das' },
      changes: [{ field: 'city', before: 'Mysuru', after: 'Pune' }],
    });
  });

  it('narrows by who, action, kind of record and India days', async () => {
    expect(await actionsOf(`actor=${owner.id}`)).toEqual(['settings.updated', 'payment.refunded']);
    expect(await actionsOf('actor=system')).toEqual(['research-grant.status-approved']);
    expect(await actionsOf(`actor=${member.id}`)).toEqual(['member.profile-updated']);
    expect(await actionsOf('actor=member')).toEqual(['member.profile-updated']);
    expect(await actionsOf('action=payment.refunded')).toEqual(['payment.refunded']);
    expect(await actionsOf('entityType=research-grant')).toEqual([
      'research-grant.status-approved',
    ]);
    // 23:50 on 31 March in India is 18:20 UTC the same day; 00:20 on 1 April is still 31 March in UTC.
    expect(await actionsOf('to=2026-03-31')).toEqual(['member.profile-updated']);
    expect(await actionsOf('from=2026-04-01&to=2026-04-01')).toEqual(['payment.refunded']);
    expect(await actionsOf('from=2026-04-02')).toEqual([
      'settings.updated',
      'research-grant.status-approved',
    ]);
    expect(await actionsOf(`actor=${owner.id}&from=2026-04-02`)).toEqual(['settings.updated']);
    expect(await actionsOf('action=no.such-thing')).toEqual([]);
  });

  it('pages in seq order without repeating or skipping an event', async () => {
    const first = await listed('pageSize=3&page=1');
    const second = await listed('pageSize=3&page=2');
    expect(first).toMatchObject({ total: 4, totalPages: 2 });
    const seqs = [...first.items, ...second.items].map((item) => item.seq);
    expect(seqs).toHaveLength(4);
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
  });

  it('refuses filters it cannot read, and dates out of order', async () => {
    for (const query of ['actor=nobody', 'from=31-03-2026', 'from=2026-04-02&to=2026-04-01']) {
      expect((await get(`/api/admin/audit-events?${query}`)).statusCode).toBe(400);
    }
  });

  it('offers the actions, kinds of record and administrators to filter by', async () => {
    const response = await get('/api/admin/audit-events/options');
    expect(response.json()).toEqual({
      actions: [
        'member.profile-updated',
        'payment.refunded',
        'research-grant.status-approved',
        'settings.updated',
      ],
      entityTypes: ['member', 'payment', 'research-grant', 'settings'],
      admins: expect.arrayContaining([{ id: owner.id, name: 'Meera Owner' }]),
    });
  });

  it('exports the same filters as CSV, newest first, in India time', async () => {
    const response = await get(`/api/admin/audit-events/export.csv?actor=${owner.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-log-[\d-]+T[\d-]+\+05-30\.csv"$/,
    );
    expect(response.body).toBe(
      [
        '"When","Who","Actor type","Actor ID","Action","Record kind","Record ID","Changes"',
        `"2026-04-03T10:00:00.000+05:30","Meera Owner","admin","${owner.id}","settings.updated","Setting","gst","Value: 18 → 12"`,
        `"2026-04-01T00:20:00.000+05:30","Meera Owner","admin","${owner.id}","payment.refunded","Payment","${paymentId}","Refunded at: — → 2026-04-01T05:50:00.000+05:30\nRefunded: ₹0.00 → ₹50.00"`,
        '',
      ].join('\n'),
    );
  });

  it('exports every event once across batches', async () => {
    const many = Array.from({ length: 1_005 }, (_, index) => ({
      actorType: 'system' as const,
      action: 'sms.sent',
      entityType: 'sms',
      entityId: String(index),
    }));
    await app.db.insert(auditEvents).values(many);
    const rows = (await get('/api/admin/audit-events/export.csv?action=sms.sent')).body
      .trimEnd()
      .split('\n');
    expect(rows).toHaveLength(1_006);
    expect(new Set(rows).size).toBe(rows.length);
    expect(rows[1]).toContain('"1004"');
    expect(rows.at(-1)).toContain('"0"');
  });

  it('is the Owner’s alone', async () => {
    for (const role of ['membership', 'finance', 'content', 'check_in'] as const) {
      const { cookie } = await cookieOf(role);
      for (const url of [
        '/api/admin/audit-events',
        '/api/admin/audit-events/options',
        '/api/admin/audit-events/export.csv',
      ]) {
        expect((await get(url, cookie)).statusCode).toBe(403);
      }
    }
  });
});

describe('a record’s history', () => {
  it('shows an approval with who did it and what changed, and only that member’s events', async () => {
    const applicant = await insertMember(app.db, { firstName: 'Ravi', status: 'pending' });
    const update = await app.inject({
      method: 'PATCH',
      url: `/api/admin/members/${applicant.id}/status`,
      headers: { cookie: owner.cookie },
      payload: { status: 'approved', comments: 'Welcome.' },
    });
    expect(update.statusCode).toBe(200);

    const history = page.parse((await get(`/api/admin/members/${applicant.id}/history`)).json());
    expect(history.items).toHaveLength(1);
    expect(history.items[0]).toMatchObject({
      actor: { type: 'admin', id: owner.id, name: 'Meera Owner' },
      action: 'member.status-approved',
      entity: { type: 'member', id: applicant.id, page: 'member' },
    });
    expect(history.items[0]!.changes).toContainEqual({
      field: 'status',
      before: 'pending',
      after: 'approved',
    });

    const kiran = page.parse((await get(`/api/admin/members/${member.id}/history`)).json());
    expect(kiran.items.map((item) => item.action)).toEqual(['member.profile-updated']);
  });

  it('answers each kind of record’s own events, for the roles that may read it', async () => {
    const finance = await cookieOf('finance');
    const membership = await cookieOf('membership');
    const payment = await get(`/api/admin/payments/${paymentId}/history`, finance.cookie);
    expect(page.parse(payment.json()).items.map((item) => item.action)).toEqual([
      'payment.refunded',
    ]);
    const grant = await get(`/api/admin/research-grants/${grantId}/history`, membership.cookie);
    expect(page.parse(grant.json()).items.map((item) => item.action)).toEqual([
      'research-grant.status-approved',
    ]);
    // The grant's id is no fellowship's: the kind of record counts, not only its id.
    const fellowship = await get(`/api/admin/fellowships/${grantId}/history`, membership.cookie);
    expect(page.parse(fellowship.json()).items).toEqual([]);

    expect((await get(`/api/admin/members/${member.id}/history`, finance.cookie)).statusCode).toBe(
      403,
    );
    expect(
      (await get(`/api/admin/payments/${paymentId}/history`, (await cookieOf('content')).cookie))
        .statusCode,
    ).toBe(403);
    expect((await get('/api/admin/members/not-an-id/history')).statusCode).toBe(400);
  });
});
