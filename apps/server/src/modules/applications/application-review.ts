import { statusUpdatedMessage, type ApplicationStatus, type StatusUpdate } from '@osi/shared';
import type { Database, Executor } from '../../db/client';
import { enqueueMail, type NewMail } from '../../infra/mail';
import { conflict, type AppError } from '../../lib/errors';
import { violatedConstraint } from '../../lib/unique-violation';
import { auditedChange } from '../audit/audit.service';
import type { Actor } from '../members/members.service';

/** What every reviewed application has: a membership, a fellowship, a research grant. */
export type ReviewedRow = {
  id: string;
  status: ApplicationStatus;
  comments: string;
  deletedAt: Date | null;
};

/** What the review changes. */
export type ReviewChange = {
  status?: ApplicationStatus;
  comments?: string;
  reviewedAt?: Date;
  deletedAt?: Date | null;
};

/** How the review reads and changes one kind of application. */
export interface ReviewedRecords<Row extends ReviewedRow> {
  /** Its name in the audit log: `member.status-approved`, `fellowship.deleted`. */
  entity: string;
  find(db: Executor, id: string, options: { withDeleted: boolean }): Promise<Row | undefined>;
  update(db: Executor, id: string, values: ReviewChange): Promise<Row | undefined>;
  notFound(): AppError;
}

type StatusOptions<Row extends ReviewedRow> = {
  /** Refuses the change for this application (members added by hand have no review). */
  refuse?: (before: Row) => AppError | undefined;
  /** The e-mail the applicant gets when the status changes. */
  mail: (after: Row) => NewMail | undefined;
};

/**
 * The Actions section: sets any of the three statuses with the administrator's comment, e-mails
 * the applicant when the status changed, and records both sides in the audit log, in one
 * transaction.
 */
export const setReviewStatus = async <Row extends ReviewedRow>(
  db: Database,
  actor: Actor,
  records: ReviewedRecords<Row>,
  id: string,
  { status, comments }: StatusUpdate,
  { refuse, mail }: StatusOptions<Row>,
) => {
  await auditedChange(db, actor, async (tx) => {
    const before = await records.find(tx, id, { withDeleted: false });
    if (!before) throw records.notFound();
    const refusal = refuse?.(before);
    if (refusal) throw refusal;
    const after = (await records.update(tx, id, { status, comments, reviewedAt: new Date() }))!;
    const message = before.status !== status ? mail(after) : undefined;
    if (message) await enqueueMail(tx, message);
    return {
      action: `${records.entity}.status-${status}`,
      entity: { type: records.entity, id },
      before: { status: before.status, comments: before.comments },
      after: { status, comments },
    };
  });
  return { message: statusUpdatedMessage };
};

/**
 * Soft delete (or restore): the application keeps every row it had, only `deletedAt` changes,
 * and the change is audited. Refused when the application is already in the state asked for.
 */
export const setDeleted = <Row extends ReviewedRow>(
  db: Database,
  actor: Actor,
  records: ReviewedRecords<Row>,
  id: string,
  deleted: boolean,
) =>
  auditedChange(db, actor, async (tx) => {
    const before = await records.find(tx, id, { withDeleted: true });
    if (!before || (before.deletedAt !== null) === deleted) throw records.notFound();
    await records.update(tx, id, { deletedAt: deleted ? new Date() : null });
    return {
      action: `${records.entity}.${deleted ? 'deleted' : 'restored'}`,
      entity: { type: records.entity, id },
      before: { deletedAt: before.deletedAt },
      after: { deletedAt: deleted ? 'now' : null },
      result: before,
    };
  });

/** How a kind of application a member has one open at a time is kept one. */
export type OneOpenOptions<Row extends ReviewedRow> = {
  /** The partial unique index that holds one open application per member. */
  openIndex: string;
  secondOpen: string;
  mail: (after: Row, dashboardUrl: string) => NewMail | undefined;
};

/**
 * The Actions section, Delete and Restore of a kind of application a member has one open at a
 * time: a change that would open a second one (restoring or re-approving an older application)
 * is refused with `secondOpen`.
 */
export const oneOpenReview = <Row extends ReviewedRow>(
  records: ReviewedRecords<Row>,
  { openIndex, secondOpen, mail }: OneOpenOptions<Row>,
) => {
  const refuseSecondOpen = (error: unknown): never => {
    if (violatedConstraint(error) !== openIndex) throw error;
    throw conflict(secondOpen);
  };
  return {
    setStatus: (
      db: Database,
      actor: Actor,
      id: string,
      input: StatusUpdate,
      dashboardUrl: string,
    ) =>
      setReviewStatus(db, actor, records, id, input, {
        mail: (after) => mail(after, dashboardUrl),
      }).catch(refuseSecondOpen),
    remove: (db: Database, actor: Actor, id: string) => setDeleted(db, actor, records, id, true),
    restore: (db: Database, actor: Actor, id: string) =>
      setDeleted(db, actor, records, id, false).catch(refuseSecondOpen),
  };
};
