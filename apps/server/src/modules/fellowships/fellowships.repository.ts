import { eq, getTableColumns } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  approvalDateChange,
  findCurrentApplicationOfMember,
  listLiveApplications,
  liveApplicationsAfter,
} from '../../db/application-rows';
import { findById } from '../../db/find-by-id';
import { fellowships, members, payments } from '../../db/schema';

export type FellowshipRow = typeof fellowships.$inferSelect;
export type NewFellowshipRow = typeof fellowships.$inferInsert;

/** The index that keeps one open (pending or approved) application per member. */
export const openApplicationIndex = 'fellowships_one_open_per_member';

export const insertFellowship = async (db: Executor, values: NewFellowshipRow) => {
  const [row] = await db.insert(fellowships).values(values).returning();
  return row!;
};

export const findFellowshipById = (db: Executor, id: string, options = { withDeleted: false }) =>
  findById(db, fellowships, id, options);

/**
 * Changes an application. A change of status also settles the approval date: kept while the
 * application stays approved, set when it becomes approved, cleared when it stops being.
 */
export const updateFellowship = async (
  db: Executor,
  id: string,
  values: Partial<NewFellowshipRow>,
) => {
  const [row] = await db
    .update(fellowships)
    .set({ ...values, ...approvalDateChange(fellowships, values.status) })
    .where(eq(fellowships.id, id))
    .returning();
  return row;
};

/** The member's application that counts: the open one, else the latest declined one. */
export const findCurrentFellowshipOfMember = (db: Executor, memberId: string) =>
  findCurrentApplicationOfMember(db, fellowships, memberId);

export const listLiveFellowships = (db: Executor, page: number, pageSize: number) =>
  listLiveApplications(db, fellowships, page, pageSize);

/** An application with its payment and the applicant's photo from their member record. */
const withPaymentAndPhoto = (db: Executor) =>
  db
    .select({
      ...getTableColumns(fellowships),
      paymentStatus: payments.status,
      paymentAmountPaise: payments.amountPaise,
      paymentGateway: payments.gateway,
      razorpayPaymentId: payments.paymentId,
      capturedAt: payments.capturedAt,
      photoUrl: members.profilePictureUrl,
    })
    .from(fellowships)
    .leftJoin(payments, eq(payments.id, fellowships.paymentId))
    .leftJoin(members, eq(members.id, fellowships.memberId));
export type AdminFellowshipRow = Awaited<ReturnType<typeof withPaymentAndPhoto>>[number];

export const findAdminFellowship = async (db: Executor, id: string) => {
  const [row] = await withPaymentAndPhoto(db).where(eq(fellowships.id, id)).limit(1);
  return row;
};

/** Live applications oldest first, `limit` after the one with `afterId`, for the exports. */
export const adminFellowshipsAfter = (db: Executor, afterId: string | undefined, limit: number) =>
  withPaymentAndPhoto(db)
    .where(liveApplicationsAfter(fellowships, afterId))
    .orderBy(fellowships.createdAt, fellowships.id)
    .limit(limit);
