import type { Executor } from '../../db/client';
import { pageOf } from '../../lib/pagination';
import { insertAuditEvents, listAuditEventRows } from './audit.repository';

export interface AuditEntry {
  actor: { type: 'admin' | 'member' | 'system'; id?: string | undefined };
  /** What was done, as `entity.verb`: `member.approved`, `membership-type.deleted`. */
  action: string;
  entity: { type: string; id?: string | undefined };
  before?: unknown;
  after?: unknown;
  requestId?: string | undefined;
}

/** Secrets, and a member's search column, which copies the fields beside it for the index. */
const isLeftOut = (key: string) => /^(password(_?hash)?|search_?text)$/i.test(key);

const withoutLeftOut = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutLeftOut);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !isLeftOut(key))
      .map(([key, inner]) => [key, withoutLeftOut(inner)]),
  );
};

/**
 * The value as JSON will store it (dates become ISO strings), without any property named
 * password or passwordHash (or password_hash), nor searchText (or search_text), at any depth.
 */
const storableSnapshot = (value: unknown) =>
  value === undefined ? null : withoutLeftOut(JSON.parse(JSON.stringify(value)));

const storableEvent = (entry: AuditEntry) => ({
  actorType: entry.actor.type,
  actorId: entry.actor.id ?? null,
  action: entry.action,
  entityType: entry.entity.type,
  entityId: entry.entity.id ?? null,
  before: storableSnapshot(entry.before),
  after: storableSnapshot(entry.after),
  requestId: entry.requestId ?? null,
});

/**
 * Writes audit events through the caller's executor, so they commit with the change itself; a
 * pass that changed many records writes their events in one statement.
 */
export const recordAudits = async (db: Executor, entries: AuditEntry[]) => {
  if (entries.length > 0) await insertAuditEvents(db, entries.map(storableEvent));
};

/** Writes one audit event through the caller's executor, so it commits with the change itself. */
export const recordAudit = (db: Executor, entry: AuditEntry) => recordAudits(db, [entry]);

/** Newest first, optionally for one entity type or one entity. */
export const listAuditEvents = async (
  db: Executor,
  query: { entityType?: string; entityId?: string; page: number; pageSize: number },
) => {
  const { items, total } = await listAuditEventRows(db, query, query);
  return pageOf(items, total, query);
};

export type AuditActor = AuditEntry['actor'] & { requestId?: string | undefined };

/** What a change did, to which entity, and what its caller gets back. */
export interface AuditedOutcome<Result> {
  /** Who did it, when only the change finds that out. */
  actorId?: string;
  action: string;
  entity: { type: string; id: string };
  before?: unknown;
  after?: unknown;
  result?: Result;
}

/**
 * Runs a change in one transaction and records it in the audit log inside the same
 * transaction (a savepoint inside a caller's transaction); answers the change's result.
 */
export const auditedChange = <Result>(
  db: Executor,
  actor: AuditActor,
  change: (tx: Executor) => Promise<AuditedOutcome<Result>>,
) =>
  db.transaction(async (tx) => {
    const { result, actorId, ...entry } = await change(tx);
    await recordAudit(tx, {
      ...entry,
      actor: { type: actor.type, id: actorId ?? actor.id },
      requestId: actor.requestId,
    });
    return result as Result;
  });

type Change<Row> = { action: string; before?: Row | undefined; after?: Row | undefined };
/** A change of one record inside a transaction: what was done, and the record before and after. */
export type RecordChange<Row> = (tx: Executor) => Promise<Change<Row>>;

/**
 * A change of one record for `auditedChange`, recorded as `${entityType}.${action}`; its result
 * is the record as it is afterwards (or was, when it went).
 */
export const recordChange =
  <Row extends { id: string }>(
    entityType: string,
    notFound: () => Error,
    change: RecordChange<Row>,
  ) =>
  async (tx: Executor): Promise<AuditedOutcome<Row>> => {
    const { action, before, after } = await change(tx);
    const row = after ?? before;
    if (!row?.id) throw notFound();
    return {
      action: `${entityType}.${action}`,
      entity: { type: entityType, id: row.id },
      before,
      after,
      result: row,
    };
  };
