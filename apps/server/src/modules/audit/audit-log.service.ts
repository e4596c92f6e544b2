import { isDeepStrictEqual } from 'node:util';
import {
  recordsWithHistory,
  type AuditChange,
  type AuditEvent,
  type AuditFilters,
  type RecordWithHistory,
} from '@osi/shared';
import type { Executor } from '../../db/client';
import { pageOf } from '../../lib/pagination';
import {
  auditFilterChoices,
  namedAuditEventsPage,
  type AuditEventFilter,
  type NamedAuditRow,
} from './audit.repository';

type Paging = { page: number; pageSize: number };

const unnamed = { admin: 'An administrator', member: 'A member', system: 'System' } as const;

/** A snapshot's fields by name; a value that is not an object is one field, `value`. */
const fieldsOf = (snapshot: unknown): Record<string, unknown> => {
  if (snapshot === null || snapshot === undefined) return {};
  return typeof snapshot === 'object' && !Array.isArray(snapshot)
    ? (snapshot as Record<string, unknown>)
    : { value: snapshot };
};

/**
 * The top-level fields whose values differ before and after, by name (jsonb keeps no order of
 * its own); a missing field counts as null.
 */
export const changedFields = (before: unknown, after: unknown): AuditChange[] => {
  const was = fieldsOf(before);
  const is = fieldsOf(after);
  const fields = new Set([...Object.keys(is), ...Object.keys(was)]);
  return [...fields].sort().flatMap((field) => {
    const change = { field, before: was[field] ?? null, after: is[field] ?? null };
    return isDeepStrictEqual(change.before, change.after) ? [] : [change];
  });
};

const pageOfRecord = (type: string) =>
  (recordsWithHistory as readonly string[]).includes(type) ? (type as RecordWithHistory) : null;

export const toAuditEvent = (row: NamedAuditRow): AuditEvent => ({
  id: row.id,
  seq: row.seq,
  actor: { type: row.actorType, id: row.actorId, name: row.actorName ?? unnamed[row.actorType] },
  action: row.action,
  entity: {
    type: row.entityType,
    id: row.entityId,
    page: row.entityId === null ? null : pageOfRecord(row.entityType),
  },
  createdAt: row.createdAt,
  changes: changedFields(row.before, row.after),
});

const eventsPage = async (db: Executor, filter: AuditEventFilter, paging: Paging) => {
  const { rows, total, totalIsCapped } = await namedAuditEventsPage(db, filter, paging);
  return pageOf(rows.map(toAuditEvent), total, paging, totalIsCapped);
};

/** The Audit Log page: the events matching `filters`, newest first. */
export const auditLogPage = (db: Executor, query: AuditFilters & Paging) =>
  eventsPage(db, query, query);

/** One record's own history, newest first. */
export const recordHistory = (
  db: Executor,
  record: { type: RecordWithHistory; id: string },
  paging: Paging,
) => eventsPage(db, { entityType: record.type, entityId: record.id }, paging);

export const auditLogOptions = auditFilterChoices;
