import {
  researchGrantFieldsAsTyped,
  researchGrantLabels,
  roadmapStageOf,
  societyDay,
  type AdminResearchGrant,
  type AdminResearchGrantListItem,
  type AdminRoadmapPart,
  type OwnResearchGrant,
  type RoadmapApproval,
  type RoadmapPart,
  type RoadmapPartView,
} from '@osi/shared';
import type { StoredGrantFile } from '../../db/schema';
import type {
  AdminResearchGrantRow,
  ResearchGrantRow,
  RoadmapDepartmentRow,
  RoadmapPartRow,
} from './research-grants.repository';

type UrlOf = (key: string) => string;

/** The society's year, April to March, that a moment falls in: "2025–26". */
export const societyYearOf = (moment: Date) => {
  const [year, month] = societyDay(moment).split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}–${String((start + 1) % 100).padStart(2, '0')}`;
};

/** Roadmaps may be uploaded only for an approved grant whose access was granted. */
export const mayUploadRoadmaps = (grant: Pick<ResearchGrantRow, 'status' | 'isGranted'>) =>
  grant.status === 'approved' && grant.isGranted;

export const stageOf = (grant: ResearchGrantRow, parts: RoadmapPartRow[]) =>
  roadmapStageOf(
    mayUploadRoadmaps(grant),
    parts.map((row) => ({ part: row.part as RoadmapPart, status: row.status })),
  );

const fileView = (file: StoredGrantFile, urlOf: UrlOf) => ({
  name: file.name,
  url: urlOf(file.key),
});

export const toRoadmapPart = (row: RoadmapPartRow, urlOf: UrlOf): RoadmapPartView => ({
  part: row.part as RoadmapPart,
  status: row.status,
  reason: row.reason,
  submittedAt: row.submittedAt.toISOString(),
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
  months: row.months.map((month) => ({
    month: month.month,
    roadmapFile: fileView(month.roadmapFile, urlOf),
    budgetEstimateFile: fileView(month.budgetFile, urlOf),
  })),
});

/** Every reviewer of every department and their verdict on the part; pending until given. */
export const approvalsOf = (
  row: Pick<RoadmapPartRow, 'approvals'>,
  departments: RoadmapDepartmentRow[],
): RoadmapApproval[] =>
  departments.flatMap((department) =>
    department.reviewers.map((reviewer) => ({
      departmentId: department.id,
      departmentName: department.name,
      reviewer,
      status: row.approvals[department.id]?.[reviewer] ?? 'pending',
    })),
  );

/** Every department signed the part off (true when no department is configured: decision 031). */
export const allApprovedOf = (approvals: RoadmapApproval[]) =>
  approvals.every((approval) => approval.status === 'approved');

export const toAdminRoadmapPart = (
  row: RoadmapPartRow,
  departments: RoadmapDepartmentRow[],
  urlOf: UrlOf,
): AdminRoadmapPart => {
  const approvals = approvalsOf(row, departments);
  return { ...toRoadmapPart(row, urlOf), approvals, allApproved: allApprovedOf(approvals) };
};

export const toOwnResearchGrant = (row: ResearchGrantRow): OwnResearchGrant => ({
  id: row.id,
  status: row.status,
  isGranted: row.isGranted,
  comments: row.comments,
  selectedGrant: row.selectedGrant,
  projectTitle: row.projectTitle,
  createdAt: row.createdAt.toISOString(),
});

export const toAdminResearchGrantListItem = (
  row: ResearchGrantRow,
): AdminResearchGrantListItem => ({
  id: row.id,
  emailId: row.emailId,
  phoneNumber: row.phoneNumber,
  name: row.principalInvestigator.name,
  status: row.status,
  isGranted: row.isGranted,
  createdAt: row.createdAt.toISOString(),
});

const fieldsAsTyped = (row: AdminResearchGrantRow) =>
  Object.fromEntries(researchGrantFieldsAsTyped.map((field) => [field, row[field]])) as Pick<
    AdminResearchGrantRow,
    (typeof researchGrantFieldsAsTyped)[number]
  >;

export const toAdminResearchGrant = (
  row: AdminResearchGrantRow,
  urlOf: UrlOf,
): AdminResearchGrant => ({
  id: row.id,
  emailId: row.emailId,
  phoneNumber: row.phoneNumber,
  status: row.status,
  comments: row.comments,
  isGranted: row.isGranted,
  selectedGrants: [researchGrantLabels[row.selectedGrant]],
  yearType: row.yearType,
  dateReceived: societyDay(row.createdAt),
  dateApproved: row.approvedAt ? societyDay(row.approvedAt) : null,
  createdAt: row.createdAt.toISOString(),
  deletedAt: row.deletedAt?.toISOString() ?? null,
  ...fieldsAsTyped(row),
  signatures: {
    name: row.signatures.name,
    date: row.signatures.date,
    signatureFile: fileView(row.signatures.signatureFile, urlOf),
  },
  documentation: Object.fromEntries(
    Object.entries(row.documentation).map(([document, file]) => [document, fileView(file, urlOf)]),
  ),
  memberName: [row.title, row.firstName, row.lastName].filter(Boolean).join(' '),
  photoUrl: row.photoUrl,
});
