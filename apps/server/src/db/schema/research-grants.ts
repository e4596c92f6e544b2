import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  researchGrantChoices,
  roadmapReviewStatuses,
  type GrantDocument,
  type InvestigatorView,
  type RoadmapApprovalStatus,
} from '@osi/shared';
import { memberStatuses, members } from './accounts';
import { createdAt, deletedAt, id, updatedAt } from './columns';

/** A claimed member upload as a record keeps it. */
export type StoredGrantFile = { key: string; name: string; size: number };

/** A member's research grant application; its e-mail and phone come from the member record. */
export const researchGrants = pgTable(
  'research_grants',
  {
    id: id(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    emailId: text('email_id').notNull(),
    phoneNumber: text('phone_number').notNull(),
    status: text('status', { enum: memberStatuses }).notNull().default('pending'),
    comments: text('comments').notNull().default(''),
    /** Roadmap upload access, granted or revoked by administrators. */
    isGranted: boolean('is_granted').notNull().default(false),
    selectedGrant: text('selected_grant', { enum: researchGrantChoices }).notNull(),
    /** The society's year (April to March) the application was received in, e.g. "2025–26". */
    yearType: text('year_type').notNull(),
    membershipId: text('membership_id').notNull(),
    specialization: text('specialization').notNull(),
    address: text('address').notNull(),
    academicQualification: text('academic_qualification').notNull(),
    applicationDetails: text('application_details').notNull().default(''),
    projectTitle: text('project_title').notNull().default(''),
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
    /** Set when an administrator approves; cleared when the status leaves approved. */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [
    uniqueIndex('research_grants_one_open_per_member')
      .on(table.memberId)
      .where(sql`${table.deletedAt} is null and ${table.status} <> 'declined'`),
    index('research_grants_live_created_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.deletedAt} is null`),
  ],
);

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
    grantId: uuid('grant_id')
      .notNull()
      .references(() => researchGrants.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    part: integer('part').notNull(),
    months: jsonb('months').$type<StoredRoadmapMonth[]>().notNull(),
    status: text('status', { enum: roadmapReviewStatuses }).notNull().default('pending'),
    reason: text('reason').notNull().default(''),
    approvals: jsonb('approvals').$type<StoredApprovals>().notNull().default({}),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [
    uniqueIndex('roadmap_departments_live_name_idx')
      .on(sql`lower(${table.name})`)
      .where(sql`${table.deletedAt} is null`),
  ],
);
