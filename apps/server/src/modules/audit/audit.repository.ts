import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pageOfRows } from '../../db/page-of-rows';
import { auditEvents } from '../../db/schema';

export const insertAuditEvent = (db: Executor, event: typeof auditEvents.$inferInsert) =>
  db.insert(auditEvents).values(event);

export const listAuditEventRows = (
  db: Executor,
  filter: { entityType?: string | undefined; entityId?: string | undefined },
  paging: { page: number; pageSize: number },
) => {
  const where = and(
    filter.entityType === undefined ? undefined : eq(auditEvents.entityType, filter.entityType),
    filter.entityId === undefined ? undefined : eq(auditEvents.entityId, filter.entityId),
  );
  return pageOfRows(db, auditEvents, { where, order: desc(auditEvents.seq) }, paging);
};
