import { and, asc, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowWrites } from '../../db/row-writes';
import { rowWhere, updateWhere } from '../../db/rows-where';
import { adminApplicationReads, applicationRows } from '../../db/application-rows';
import { members, researchGrants, roadmapDepartments, roadmapParts } from '../../db/schema';

export type ResearchGrantRow = typeof researchGrants.$inferSelect;
export type RoadmapPartRow = typeof roadmapParts.$inferSelect;
export type RoadmapDepartmentRow = typeof roadmapDepartments.$inferSelect;

const live = isNull(researchGrants.deletedAt);

/** The index that keeps one open (pending or approved) application per member. */
export const openGrantIndex = 'research_grants_one_open_per_member';
export const departmentNameIndex = 'roadmap_departments_live_name_idx';

export const researchGrantRows = applicationRows(researchGrants);
export const {
  insert: insertResearchGrant,
  findById: findResearchGrantById,
  update: updateResearchGrant,
  currentOfMember: findCurrentGrantOfMember,
} = researchGrantRows;

/** An application with the applicant's name and photo from their member record. */
const withMember = (db: Executor) =>
  db
    .select({
      ...getTableColumns(researchGrants),
      firstName: members.firstName,
      lastName: members.lastName,
      title: members.title,
      photoUrl: members.profilePictureUrl,
    })
    .from(researchGrants)
    .leftJoin(members, eq(members.id, researchGrants.memberId));
export type AdminResearchGrantRow = Awaited<ReturnType<typeof withMember>>[number];

export const { find: findAdminResearchGrant, after: adminResearchGrantsAfter } =
  adminApplicationReads(researchGrants, withMember);

// ——— Roadmap parts ———

export const listRoadmapParts = (db: Executor, grantId: string) =>
  db
    .select()
    .from(roadmapParts)
    .where(eq(roadmapParts.grantId, grantId))
    .orderBy(asc(roadmapParts.part));

/** The grant's parts, locked for the transaction so two changes of its roadmap cannot cross. */
export const lockRoadmapParts = (db: Executor, grantId: string) =>
  listRoadmapParts(db, grantId).for('update');

export const { insert: insertRoadmapPart, update: updateRoadmapPart } = rowWrites(roadmapParts);

/** Locks the grant's row: its access and status stay as read while a roadmap changes. */
export const lockResearchGrant = (db: Executor, id: string) =>
  rowWhere(db, researchGrants, and(eq(researchGrants.id, id), live), { lock: true });

// ——— Departments ———

const keptDepartment = isNull(roadmapDepartments.deletedAt);

export const listDepartmentRows = (db: Executor) =>
  db
    .select()
    .from(roadmapDepartments)
    .where(keptDepartment)
    .orderBy(asc(roadmapDepartments.createdAt), asc(roadmapDepartments.id));

const keptDepartmentWithId = (id: string) => and(eq(roadmapDepartments.id, id), keptDepartment);

export const findDepartmentRow = (db: Executor, id: string) =>
  rowWhere(db, roadmapDepartments, keptDepartmentWithId(id));

export const { insert: insertDepartment } = rowWrites(roadmapDepartments);

export const updateDepartmentRow = (
  db: Executor,
  id: string,
  values: Partial<typeof roadmapDepartments.$inferInsert>,
) => updateWhere(db, roadmapDepartments, keptDepartmentWithId(id), values);
