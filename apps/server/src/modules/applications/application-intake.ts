import type { Database, Executor } from '../../db/client';
import { forbidden, unauthorized, type AppError } from '../../lib/errors';
import { violatedConstraint } from '../../lib/unique-violation';
import { auditedChange } from '../audit/audit.service';
import { findMember, type Actor } from '../members/members.service';

/** How a kind of application a member has one open at a time is taken in. */
export interface ApplicationIntake<Row extends { id: string }> {
  /** Its name in the audit log: `fellowship.applied`. */
  entity: string;
  /** The member's application that counts: the open one, else the latest declined one. */
  currentOf(db: Executor, memberId: string): Promise<(Row & { status: string }) | undefined>;
  /** The partial unique index that holds one open application per member. */
  openIndex: string;
  notApproved: string;
  alreadyApplied(): AppError;
}

/** The member who may apply: approved, with no open application of this kind; else why not. */
export const applicantWhoMayApply = async <Row extends { id: string }>(
  db: Executor,
  memberId: string,
  intake: ApplicationIntake<Row>,
) => {
  const member = await findMember.byId(db, memberId);
  if (!member) throw unauthorized();
  if (member.status !== 'approved') throw forbidden(intake.notApproved);
  const current = await intake.currentOf(db, memberId);
  if (current && current.status !== 'declined') throw intake.alreadyApplied();
  return member;
};

/**
 * Records the application `create` makes, in one transaction with what `create` does beside it
 * and the audit entry; a second open application, made meanwhile, is refused as already applied.
 */
export const takeInApplication = <Row extends { id: string }>(
  db: Database,
  actor: Actor,
  intake: ApplicationIntake<Row>,
  message: string,
  create: (tx: Executor) => Promise<Row>,
) =>
  auditedChange(db, actor, async (tx) => {
    const created = await create(tx);
    return {
      action: `${intake.entity}.applied`,
      entity: { type: intake.entity, id: created.id },
      after: created,
      result: { message, id: created.id },
    };
  }).catch((error: unknown) => {
    throw violatedConstraint(error) === intake.openIndex ? intake.alreadyApplied() : error;
  });
