import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import { auditActorTypes, type AuditActorType, type AuditFilters } from '@osi/shared';
import type { Executor } from '../../db/client';
import { countUpTo, pageOfRows } from '../../db/page-of-rows';
import { admins, auditEvents, members } from '../../db/schema';
import { isoTime, memberName, startOfIndiaDay } from '../../db/sql-formats';
import { cappedTotal, countLimitFor, countSteps } from '../../lib/pagination';

export const insertAuditEvents = (db: Executor, events: (typeof auditEvents.$inferInsert)[]) =>
  db.insert(auditEvents).values(events);

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

/** The audit log's filters, and for one record's history its kind and id. */
export type AuditEventFilter = AuditFilters & { entityId?: string };

const isActorType = (actor: string): actor is AuditActorType =>
  (auditActorTypes as readonly string[]).includes(actor);

/**
 * Each filter takes an index with seq: actor_id (audit_actor_idx), action (audit_action_idx),
 * a record (audit_entity_idx); the dates take audit_created_idx.
 */
const matching = ({ actor, action, entityType, entityId, from, to }: AuditEventFilter) =>
  and(
    actor === undefined
      ? undefined
      : isActorType(actor)
        ? eq(auditEvents.actorType, actor)
        : eq(auditEvents.actorId, actor),
    action === undefined ? undefined : eq(auditEvents.action, action),
    entityType === undefined ? undefined : eq(auditEvents.entityType, entityType),
    entityId === undefined ? undefined : eq(auditEvents.entityId, entityId),
    from === undefined ? undefined : sql`${auditEvents.createdAt} >= ${startOfIndiaDay(from)}`,
    to === undefined
      ? undefined
      : sql`${auditEvents.createdAt} < ${startOfIndiaDay(to)} + interval '1 day'`,
  );

/** An event with who did it by name: an administrator's, a member's; null for the system. */
const selectNamed = (db: Executor) =>
  db
    .select({
      id: auditEvents.id,
      seq: auditEvents.seq,
      actorType: auditEvents.actorType,
      actorId: auditEvents.actorId,
      actorName: sql<string | null>`case ${auditEvents.actorType}
        when 'admin' then ${admins.name}
        when 'member' then ${memberName} end`,
      action: auditEvents.action,
      entityType: auditEvents.entityType,
      entityId: auditEvents.entityId,
      before: auditEvents.before,
      after: auditEvents.after,
      createdAt: isoTime(auditEvents.createdAt),
    })
    .from(auditEvents)
    .leftJoin(admins, and(eq(auditEvents.actorType, 'admin'), eq(admins.id, auditEvents.actorId)))
    .leftJoin(
      members,
      and(eq(auditEvents.actorType, 'member'), eq(members.id, auditEvents.actorId)),
    );

/**
 * A page of the events matching `filter`, newest first (by seq, which never ties), counted as
 * the members list counts (decision 015): up to `countLimitFor` the page, then capped.
 */
export const namedAuditEventsPage = async (
  db: Executor,
  filter: AuditEventFilter,
  { page, pageSize }: { page: number; pageSize: number },
) => {
  const where = matching(filter);
  const offset = (page - 1) * pageSize;
  const limit = countLimitFor(offset, pageSize, countSteps.list);
  const [rows, counted] = await Promise.all([
    selectNamed(db).where(where).orderBy(desc(auditEvents.seq)).limit(pageSize).offset(offset),
    countUpTo(db, auditEvents, where, limit + 1),
  ]);
  return { rows, ...cappedTotal(counted, limit) };
};

export type NamedAuditRow = Awaited<ReturnType<typeof namedAuditEventsPage>>['rows'][number];

/** The events matching `filters` older than the one with `lastId`: an export's next batch. */
export const namedAuditEventsAfter = (
  db: Executor,
  filters: AuditFilters,
  lastId: string | undefined,
  size: number,
) =>
  selectNamed(db)
    .where(
      and(
        matching(filters),
        lastId === undefined
          ? undefined
          : lt(
              auditEvents.seq,
              sql`(select ${auditEvents.seq} from ${auditEvents} where ${auditEvents.id} = ${lastId})`,
            ),
      ),
    )
    .orderBy(desc(auditEvents.seq))
    .limit(size);

/** The actions and kinds of record the log holds, and every administrator, by name. */
export const auditFilterChoices = async (db: Executor) => {
  const [actions, entityTypes, staff] = await Promise.all([
    db
      .selectDistinct({ action: auditEvents.action })
      .from(auditEvents)
      .orderBy(asc(auditEvents.action)),
    db
      .selectDistinct({ entityType: auditEvents.entityType })
      .from(auditEvents)
      .orderBy(asc(auditEvents.entityType)),
    db.select({ id: admins.id, name: admins.name }).from(admins).orderBy(asc(admins.name)),
  ]);
  return {
    actions: actions.map((row) => row.action),
    entityTypes: entityTypes.map((row) => row.entityType),
    admins: staff,
  };
};
