import {
  researchGrantMessages,
  roadmapMessages,
  type RoadmapApprovalUpdate,
  type RoadmapReview,
  type RoadmapUpload,
} from '@osi/shared';
import type { Database, Executor } from '../../db/client';
import type { StoredRoadmapMonth } from '../../db/schema';
import { enqueueMail } from '../../infra/mail';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { auditedChange } from '../audit/audit.service';
import type { Actor } from '../members/members.service';
import { claimMemberUpload } from '../uploads/uploads.service';
import { roadmapReviewedMail } from './research-grant-mails';
import { allApprovedOf, approvalsOf, mayUploadRoadmaps } from './research-grant-views';
import {
  findCurrentGrantOfMember,
  insertRoadmapPart,
  listDepartmentRows,
  lockResearchGrant,
  lockRoadmapParts,
  updateRoadmapPart,
  type RoadmapPartRow,
} from './research-grants.repository';

/** Why a part cannot be uploaded at the stage the grant's roadmaps are in. */
const refusalFor = (
  part: 1 | 2,
  existing: RoadmapPartRow | undefined,
  partOne?: RoadmapPartRow,
) => {
  if (part === 2 && partOne?.status !== 'approved') return forbidden(roadmapMessages.partOneFirst);
  if (existing?.status === 'pending') return conflict(roadmapMessages.alreadySubmitted);
  if (existing?.status === 'approved') return conflict(roadmapMessages.alreadyApproved);
  return undefined;
};

/**
 * The member submits a part's three months together: only for their approved and granted
 * application, months 1 to 3 first, months 4 to 6 once the committee approved the first part,
 * a part again only after it was rejected. Every file is their own `.pptx` upload, claimed here.
 */
export const uploadRoadmapPart = async (
  db: Database,
  actor: Actor,
  { part, months }: RoadmapUpload,
) => {
  const current = await findCurrentGrantOfMember(db, actor.id);
  if (!current) throw notFound(researchGrantMessages.notFound);
  await auditedChange(db, actor, async (tx) => {
    const grant = await lockResearchGrant(tx, current.id);
    if (!grant || !mayUploadRoadmaps(grant)) throw forbidden(roadmapMessages.notGranted);
    const parts = await lockRoadmapParts(tx, grant.id);
    const existing = parts.find((row) => row.part === part);
    const refusal = refusalFor(
      part,
      existing,
      parts.find((row) => row.part === 1),
    );
    if (refusal) throw refusal;
    const stored: StoredRoadmapMonth[] = [];
    for (const [index, month] of months.entries()) {
      stored.push({
        month: month.month,
        roadmapFile: await claimMemberUpload(
          tx,
          month.roadmapFile,
          'roadmap_file',
          actor.id,
          `months.${index}.roadmapFile`,
        ),
        budgetFile: await claimMemberUpload(
          tx,
          month.budgetFile,
          'budget_file',
          actor.id,
          `months.${index}.budgetFile`,
        ),
      });
    }
    const fresh = {
      months: stored,
      status: 'pending' as const,
      reason: '',
      approvals: {},
      submittedAt: new Date(),
      reviewedAt: null,
    };
    const after = existing
      ? await updateRoadmapPart(tx, existing.id, fresh)
      : await insertRoadmapPart(tx, { grantId: grant.id, memberId: actor.id, part, ...fresh });
    return {
      action: existing ? 'roadmap.uploaded-again' : 'roadmap.uploaded',
      entity: { type: 'roadmap-part', id: after.id },
      before: existing,
      after,
    };
  });
  return { message: roadmapMessages.uploaded };
};

/** The grant (not deleted) and its parts, locked, with the part asked for, or why not. */
const lockedPart = async (tx: Executor, grantId: string, part: 1 | 2) => {
  const grant = await lockResearchGrant(tx, grantId);
  if (!grant) throw notFound(researchGrantMessages.adminNotFound);
  const parts = await lockRoadmapParts(tx, grantId);
  const row = parts.find((entry) => entry.part === part);
  if (!row) throw conflict(roadmapMessages.nothingToReview);
  return { grant, parts, row };
};

/**
 * The Admin Roadmap Panel's decision on a part (decision 031): approving needs every
 * department's sign-off; approving or rejecting needs a reason, which the member reads; the
 * decision on months 1 to 3 is final once months 4 to 6 were uploaded.
 */
export const reviewRoadmapPart = async (
  db: Database,
  actor: Actor,
  grantId: string,
  { part, status, reason }: RoadmapReview,
  dashboardUrl: string,
) => {
  await auditedChange(db, actor, async (tx) => {
    const { grant, parts, row } = await lockedPart(tx, grantId, part);
    if (part === 1 && parts.some((entry) => entry.part === 2)) {
      throw conflict(roadmapMessages.partTwoStarted);
    }
    if (status === 'approved') {
      const departments = await listDepartmentRows(tx);
      if (!allApprovedOf(approvalsOf(row, departments))) {
        throw conflict(roadmapMessages.departmentsFirst);
      }
    }
    const after = await updateRoadmapPart(tx, row.id, {
      status,
      reason,
      reviewedAt: new Date(),
    });
    if (status !== 'pending' && row.status !== status) {
      await enqueueMail(tx, roadmapReviewedMail(grant, part, status, reason, dashboardUrl));
    }
    return {
      action: `roadmap.${status}`,
      entity: { type: 'roadmap-part', id: row.id },
      before: { status: row.status, reason: row.reason },
      after: { status: after.status, reason: after.reason },
    };
  });
  return { message: roadmapMessages.updated(status) };
};

/**
 * One department reviewer's verdict on a part, while the part awaits the committee's decision.
 * Answers every approval item of the part and whether all are approved.
 */
export const setRoadmapApproval = async (
  db: Database,
  actor: Actor,
  grantId: string,
  { part, departmentId, reviewer, status }: RoadmapApprovalUpdate,
) => {
  return auditedChange(db, actor, async (tx) => {
    const { row } = await lockedPart(tx, grantId, part);
    if (row.status !== 'pending') throw conflict(roadmapMessages.decidedAlready);
    const departments = await listDepartmentRows(tx);
    const department = departments.find((entry) => entry.id === departmentId);
    if (!department?.reviewers.includes(reviewer)) throw notFound(roadmapMessages.noSuchReviewer);
    const approvals = {
      ...row.approvals,
      [departmentId]: { ...row.approvals[departmentId], [reviewer]: status },
    };
    const after = await updateRoadmapPart(tx, row.id, { approvals });
    const items = approvalsOf(after, departments);
    return {
      action: `roadmap.approval-${status}`,
      entity: { type: 'roadmap-part', id: row.id },
      before: {
        department: department.name,
        reviewer,
        status: row.approvals[departmentId]?.[reviewer] ?? 'pending',
      },
      after: { department: department.name, reviewer, status },
      result: {
        message: roadmapMessages.approvalUpdated,
        allApproved: allApprovedOf(items),
        approvals: items,
      },
    };
  });
};
