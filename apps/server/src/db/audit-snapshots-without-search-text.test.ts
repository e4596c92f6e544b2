import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { auditEvents } from './schema';

/** The migration that took the search column out of the snapshots that kept it. */
const migration = async () =>
  readFile(
    new URL('./migrations/0030_audit_snapshots_without_search_text.sql', import.meta.url),
    'utf8',
  );

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

it('takes the search column out of earlier snapshots and leaves the rest as it was', async () => {
  const entityId = randomUUID();
  await app.db.insert(auditEvents).values([
    {
      actorType: 'member',
      action: 'member.profile-updated',
      entityType: 'member',
      entityId,
      before: { city: 'Mysuru', searchText: 'kiran das 900 mysuru' },
      after: { city: 'Pune', searchText: 'kiran das 900 pune' },
    },
    {
      actorType: 'admin',
      action: 'settings.updated',
      entityType: 'settings',
      entityId,
      before: 18,
      after: 12,
    },
    { actorType: 'system', action: 'member.created', entityType: 'member', entityId },
  ]);

  for (const statement of (await migration()).split('--> statement-breakpoint')) {
    await app.db.execute(sql.raw(statement));
  }

  const rows = await app.db
    .select({ action: auditEvents.action, before: auditEvents.before, after: auditEvents.after })
    .from(auditEvents)
    .where(eq(auditEvents.entityId, entityId))
    .orderBy(auditEvents.seq);
  expect(rows).toEqual([
    { action: 'member.profile-updated', before: { city: 'Mysuru' }, after: { city: 'Pune' } },
    { action: 'settings.updated', before: 18, after: 12 },
    { action: 'member.created', before: null, after: null },
  ]);
});
