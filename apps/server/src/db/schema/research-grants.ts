import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  researchGrantChoices,
  roadmapReviewStatuses,
  type GrantDocument,
  type InvestigatorView,
  type RoadmapApprovalStatus,
} from '@osi/shared';
import { members } from './accounts';
import { blankText, id, moment, reference, softDeletedTimestamps, timestamps } from './columns';
import { applicationTable } from './application-columns';

/** A claimed member upload as a record keeps it. */
export type StoredGrantFile = { key: string; name: string; size: number };

/** A member's research grant application; its e-mail and phone come from the member record. */
export const researchGrants = applicationTable('research_grants', {
  emailId: text('email_id').notNull(),
  phoneNumber: text('phone_number').notNull(),
  /** Roadmap upload access, granted or revoked by administrators. */
  isGranted: boolean('is_granted').notNull().default(false),
  selectedGrant: text('selected_grant', { enum: researchGrantChoices }).notNull(),
  /** The society's year (April to March) the application was received in, e.g. "2025–26". */
  yearType: text('year_type').notNull(),
  membershipId: text('membership_id').notNull(),
  specialization: text('specialization').notNull(),
  address: text('address').notNull(),
  academicQualification: text('academic_qualification').notNull(),
  applicationDetails: blankText('application_details'),
  projectTitle: blankText('project_title'),
  principalInvestigator: jsonb('principal_investigator').$type<InvestigatorView>().notNull(),
  coPrincipalInvestigators: jsonb('co_principal_investigators')
    .$type<InvestigatorView[]>()
    .notNull(),
  typesOfProject: jsonb('types_of_project')
    .$type<{
      basicResearch: boolean;
      animalStudy: boolean;
      clinicalTrial: boolean;
      thesis: boolean;
      animalStudyAuthNumber: string;
      clinicalStudyEthicsNumber: string;
    }>()
    .notNull(),
  projectDetails: jsonb('project_details').$type<Record<string, string>>().notNull(),
  projectSchedule: jsonb('project_schedule')
    .$type<{ startDate: string; completionDate: string }>()
    .notNull(),
  grantDetails: jsonb('grant_details').$type<Record<string, string>>().notNull(),
  signatures: jsonb('signatures')
    .$type<{ name: string; date: string; signatureFile: StoredGrantFile }>()
    .notNull(),
  documentation: jsonb('documentation').$type<Record<GrantDocument, StoredGrantFile>>().notNull(),
});

/** One month of a roadmap part: its roadmap and its budget estimate presentations. */
export type StoredRoadmapMonth = {
  month: number;
  roadmapFile: StoredGrantFile;
  budgetFile: StoredGrantFile;
};

/** Department id → reviewer → verdict, for one part (decision 031). */
export type StoredApprovals = Record<string, Record<string, RoadmapApprovalStatus>>;

/**
 * A grant's roadmap part: part 1 holds months 1 to 3, part 2 months 4 to 6. Uploaded again
 * after a rejection, the same row takes the new files and goes back to pending.
 */
export const roadmapParts = pgTable(
  'roadmap_parts',
  {
    id: id(),
    grantId: reference('grant_id', () => researchGrants.id),
    memberId: reference('member_id', () => members.id),
    part: integer('part').notNull(),
    months: jsonb('months').$type<StoredRoadmapMonth[]>().notNull(),
    status: text('status', { enum: roadmapReviewStatuses }).notNull().default('pending'),
    reason: blankText('reason'),
    approvals: jsonb('approvals').$type<StoredApprovals>().notNull().default({}),
    submittedAt: moment('submitted_at').notNull().defaultNow(),
    reviewedAt: moment('reviewed_at'),
    ...timestamps(),
  },
  (table) => [uniqueIndex('roadmap_parts_grant_part_idx').on(table.grantId, table.part)],
);

/** The departments whose reviewers sign off each roadmap part, configured by administrators. */
export const roadmapDepartments = pgTable(
  'roadmap_departments',
  {
    id: id(),
    name: text('name').notNull(),
    reviewers: jsonb('reviewers').$type<string[]>().notNull(),
    ...softDeletedTimestamps(),
  },
  (table) => [
    uniqueIndex('roadmap_departments_live_name_idx')
      .on(sql`lower(${table.name})`)
      .where(sql`${table.deletedAt} is null`),
  ],
);
