import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { auditEvents } from '../../db/schema';
import { createTestDatabase } from '../../../test/support/test-database';
import { listAuditEvents, recordAudit, recordAudits } from './audit.service';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const adminId = randomUUID();

describe('recordAudit', () => {
  it('writes who did what to which entity, with before and after', async () => {
    const memberId = randomUUID();
    await recordAudit(database.db, {
      actor: { type: 'admin', id: adminId },
      action: 'member.approved',
      entity: { type: 'member', id: memberId },
      before: { status: 'pending', reviewedAt: null },
      after: { status: 'approved', reviewedAt: new Date('2025-03-01T10:00:00Z') },
      requestId: 'req-approve-1',
    });
    const { items } = await listAuditEvents(database.db, {
      entityType: 'member',
      entityId: memberId,
      page: 1,
      pageSize: 10,
    });
    expect(items).toEqual([
      {
        id: expect.any(String),
        seq: expect.any(Number),
        actorType: 'admin',
        actorId: adminId,
        action: 'member.approved',
        entityType: 'member',
        entityId: memberId,
        before: { status: 'pending', reviewedAt: null },
        after: { status: 'approved', reviewedAt: '2025-03-01T10:00:00.000Z' },
        requestId: 'req-approve-1',
        createdAt: expect.any(Date),
      },
    ]);
  });

  it('never stores a password, a password hash or the search column, at any depth', async () => {
    const memberId = randomUUID();
    await recordAudit(database.db, {
      actor: { type: 'admin', id: adminId },
      action: 'member.created',
      entity: { type: 'member', id: memberId },
      after: {
        email: 'kiran@example.org',
        password: 'Secret#2025',
        passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$abc$def',
        password_hash: '$argon2id$raw-column',
        searchText: 'kiran kumar kiran@example.org 9876543210',
        profile: { passwordHash: '$argon2id$nested', city: 'Mysuru', search_text: 'mysuru' },
        history: [{ password: 'Old#2024', changedAt: '2024-01-01' }],
        passwordChangedAt: '2025-01-01',
      },
    });
    const [event] = (
      await listAuditEvents(database.db, { entityId: memberId, page: 1, pageSize: 1 })
    ).items;
    expect(event?.after).toEqual({
      email: 'kiran@example.org',
      profile: { city: 'Mysuru' },
      history: [{ changedAt: '2024-01-01' }],
      passwordChangedAt: '2025-01-01',
    });
    const stored = JSON.stringify(await database.db.select().from(auditEvents));
    expect(stored).not.toMatch(/argon2|Secret#2025|Old#2024|search_?text/i);
  });

  it('commits and rolls back with the caller’s transaction', async () => {
    const entityId = randomUUID();
    await expect(
      database.db.transaction(async (tx) => {
        await recordAudit(tx, {
          actor: { type: 'system' },
          action: 'membership-type.deleted',
          entity: { type: 'membership-type', id: entityId },
        });
        throw new Error('the deletion failed');
      }),
    ).rejects.toThrow('the deletion failed');
    expect((await listAuditEvents(database.db, { entityId, page: 1, pageSize: 5 })).total).toBe(0);

    await database.db.transaction((tx) =>
      recordAudit(tx, {
        actor: { type: 'system' },
        action: 'membership-type.deleted',
        entity: { type: 'membership-type', id: entityId },
      }),
    );
    const { items } = await listAuditEvents(database.db, { entityId, page: 1, pageSize: 5 });
    expect(items).toMatchObject([
      { actorType: 'system', actorId: null, before: null, after: null, requestId: null },
    ]);
  });
});

describe('recordAudits', () => {
  it('writes the events of a pass in the order given, and nothing for none', async () => {
    const entityType = `pass-${randomUUID().slice(0, 8)}`;
    await recordAudits(database.db, []);
    await recordAudits(
      database.db,
      ['a', 'b', 'c'].map((id) => ({
        actor: { type: 'system' as const },
        action: `${entityType}.forgotten`,
        entity: { type: entityType, id },
        after: { id, passwordHash: '$argon2id$never-stored' },
      })),
    );
    const { items, total } = await listAuditEvents(database.db, {
      entityType,
      page: 1,
      pageSize: 10,
    });
    expect(total).toBe(3);
    expect(items.map((item) => [item.entityId, item.after])).toEqual([
      ['c', { id: 'c' }],
      ['b', { id: 'b' }],
      ['a', { id: 'a' }],
    ]);
  });
});

describe('listAuditEvents', () => {
  it('pages newest first and filters by entity type', async () => {
    const entityType = `price-${randomUUID().slice(0, 8)}`;
    for (const price of [100, 200, 300]) {
      await recordAudit(database.db, {
        actor: { type: 'admin', id: adminId },
        action: `${entityType}.updated`,
        entity: { type: entityType, id: String(price) },
        after: { price },
      });
    }
    const first = await listAuditEvents(database.db, { entityType, page: 1, pageSize: 2 });
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 3, totalPages: 2 });
    expect(first.items.map((item) => item.entityId)).toEqual(['300', '200']);
    const second = await listAuditEvents(database.db, { entityType, page: 2, pageSize: 2 });
    expect(second.items.map((item) => item.entityId)).toEqual(['100']);

    const all = await listAuditEvents(database.db, { page: 1, pageSize: 100 });
    expect(all.total).toBeGreaterThan(3);
  });
});
