import {
  flatResearchGrant,
  researchGrantCsvColumns,
  researchGrantMessages,
  roadmapDepartmentMessages,
  type GrantAccessInput,
  type RoadmapDepartment,
  type RoadmapDepartmentValues,
} from '@osi/shared';
import type { Database, Executor } from '../../db/client';
import { enqueueMail } from '../../infra/mail';
import { conflict, notFound } from '../../lib/errors';
import { violatedConstraint } from '../../lib/unique-violation';
import { applicationDesk } from '../applications/application-desk';
import { auditedChange, recordChange, type RecordChange } from '../audit/audit.service';
import type { Actor } from '../members/members.service';
import { adminUploadUrlOf } from '../uploads/uploads.service';
import { researchGrantKind } from './research-grant-kind';
import { grantAccessMail, researchGrantReviewedMail } from './research-grant-mails';
import {
  stageOf,
  toAdminResearchGrant,
  toAdminResearchGrantListItem,
  toAdminRoadmapPart,
} from './research-grant-views';
import {
  adminResearchGrantsAfter,
  departmentNameIndex,
  findAdminResearchGrant,
  findDepartmentRow,
  findResearchGrantById,
  insertDepartment,
  listDepartmentRows,
  listRoadmapParts,
  researchGrantRows,
  updateDepartmentRow,
  updateResearchGrant,
  type AdminResearchGrantRow,
  type RoadmapDepartmentRow,
} from './research-grants.repository';

const grantNotFound = researchGrantKind.notFound;

/** The application, deleted or not, with the applicant's photo and its roadmap parts. */
export const getResearchGrantForAdmin = async (db: Executor, id: string) => {
  const row = await findAdminResearchGrant(db, id);
  if (!row) throw grantNotFound();
  const [parts, departments] = await Promise.all([
    listRoadmapParts(db, id),
    listDepartmentRows(db),
  ]);
  return {
    grant: toAdminResearchGrant(row, adminUploadUrlOf),
    roadmap: {
      stage: stageOf(row, parts),
      parts: parts.map((part) => toAdminRoadmapPart(part, departments, adminUploadUrlOf)),
    },
  };
};

export const researchGrantDesk = applicationDesk(researchGrantKind.records, {
  listLive: researchGrantRows.listLive,
  toListItem: toAdminResearchGrantListItem,
  openIndex: researchGrantKind.openIndex,
  secondOpen:
    'This member has another open research grant application. Decline or delete that one first.',
  mail: researchGrantReviewedMail,
  exports: {
    rowsAfter: adminResearchGrantsAfter,
    toRecord: (row: AdminResearchGrantRow) => toAdminResearchGrant(row, adminUploadUrlOf),
    columns: researchGrantCsvColumns,
    flat: flatResearchGrant,
  },
});

/**
 * Grant Access / Revoke Access: whether the applicant may upload roadmaps (with approval); the
 * applicant is e-mailed when it changes.
 */
export const setGrantAccess = async (
  db: Database,
  actor: Actor,
  id: string,
  { isGranted }: GrantAccessInput,
  dashboardUrl: string,
) => {
  await auditedChange(
    db,
    actor,
    recordChange('research-grant', grantNotFound, async (tx) => {
      const before = await findResearchGrantById(tx, id);
      const after = before && (await updateResearchGrant(tx, id, { isGranted }));
      if (after && before.isGranted !== isGranted) {
        await enqueueMail(tx, grantAccessMail(after, dashboardUrl));
      }
      return { action: isGranted ? 'access-granted' : 'access-revoked', before, after };
    }),
  );
  return {
    message: isGranted
      ? researchGrantMessages.accessGranted
      : researchGrantMessages.accessNotGranted,
  };
};

// ——— Departments and their reviewers ———

const toDepartment = (row: RoadmapDepartmentRow): RoadmapDepartment => ({
  id: row.id,
  name: row.name,
  reviewers: row.reviewers,
});

const departmentNotFound = () => notFound(roadmapDepartmentMessages.notFound);
const departmentChange = (db: Database, actor: Actor, change: RecordChange<RoadmapDepartmentRow>) =>
  auditedChange(db, actor, recordChange('roadmap-department', departmentNotFound, change));
const asDuplicateDepartment = (error: unknown): never => {
  if (violatedConstraint(error) !== departmentNameIndex) throw error;
  throw conflict(roadmapDepartmentMessages.duplicate, {
    name: roadmapDepartmentMessages.duplicate,
  });
};

export const listDepartments = async (db: Executor) =>
  (await listDepartmentRows(db)).map(toDepartment);

export const createDepartment = async (
  db: Database,
  actor: Actor,
  values: RoadmapDepartmentValues,
) => {
  await departmentChange(db, actor, async (tx) => ({
    action: 'created',
    after: await insertDepartment(tx, values),
  })).catch(asDuplicateDepartment);
  return { message: roadmapDepartmentMessages.saved };
};

export const updateDepartment = async (
  db: Database,
  actor: Actor,
  id: string,
  values: RoadmapDepartmentValues,
) => {
  await departmentChange(db, actor, async (tx) => ({
    action: 'updated',
    before: await findDepartmentRow(tx, id),
    after: await updateDepartmentRow(tx, id, values),
  })).catch(asDuplicateDepartment);
  return { message: roadmapDepartmentMessages.saved };
};

/** A soft delete: the department's verdicts stay in the parts but no longer count. */
export const deleteDepartment = async (db: Database, actor: Actor, id: string) => {
  await departmentChange(db, actor, async (tx) => ({
    action: 'deleted',
    before: await updateDepartmentRow(tx, id, { deletedAt: new Date() }),
  }));
  return { message: roadmapDepartmentMessages.deleted };
};
