import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditEvents } from '../../db/schema';

export type AuditEvent = typeof auditEvents.$inferSelect;

export const insertAuditEvent = (db: Executor, event: typeof auditEvents.$inferInsert) =>
  db.insert(auditEvents).values(event);

export const listAuditEventRows = async (
  db: Executor,
  filter: { entityType?: string | undefined; entityId?: string | undefined },
  { page, pageSize }: { page: number; pageSize: number },
) => {
  const where = and(
    filter.entityType === undefined ? undefined : eq(auditEvents.entityType, filter.entityType),
    filter.entityId === undefined ? undefined : eq(auditEvents.entityId, filter.entityId),
  );
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.seq))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(auditEvents).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
};
