import { eq, getTableColumns } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { adminApplicationReads, applicationRows } from '../../db/application-rows';
import { fellowships, members, payments } from '../../db/schema';

export type FellowshipRow = typeof fellowships.$inferSelect;

/** The index that keeps one open (pending or approved) application per member. */
export const openApplicationIndex = 'fellowships_one_open_per_member';

export const fellowshipRows = applicationRows(fellowships);
export const { insert: insertFellowship, currentOfMember: findCurrentFellowshipOfMember } =
  fellowshipRows;

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

export const { find: findAdminFellowship, after: adminFellowshipsAfter } = adminApplicationReads(
  fellowships,
  withPaymentAndPhoto,
);
