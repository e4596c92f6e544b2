import { conflict, notFound } from '../../lib/errors';
import type { ApplicationIntake } from './application-intake';
import type { ReviewedRecords, ReviewedRow } from './application-review';

/** The reads and writes of a table of applications (`applicationRows`) the kind builds on. */
type KindRows<Row extends ReviewedRow> = {
  findById: ReviewedRecords<Row>['find'];
  update: ReviewedRecords<Row>['update'];
  currentOfMember: ApplicationIntake<Row>['currentOf'];
};

type KindMessages = { notApproved: string; alreadyApplied: string; adminNotFound: string };

/**
 * A kind of application a member has one open at a time (a fellowship, a research grant): how
 * it is taken in and how the review reads and changes it. `entity` names it in the audit log;
 * `openIndex` is the partial unique index that holds one open application per member.
 */
export const applicationKind = <Row extends ReviewedRow>(
  entity: string,
  rows: KindRows<Row>,
  openIndex: string,
  messages: KindMessages,
) => {
  const notFoundError = () => notFound(messages.adminNotFound);
  const intake: ApplicationIntake<Row> = {
    entity,
    currentOf: rows.currentOfMember,
    openIndex,
    notApproved: messages.notApproved,
    alreadyApplied: () => conflict(messages.alreadyApplied),
  };
  const records: ReviewedRecords<Row> = {
    entity,
    find: rows.findById,
    update: rows.update,
    notFound: notFoundError,
  };
  return { openIndex, notFound: notFoundError, intake, records };
};
