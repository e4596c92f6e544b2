import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PrivacyRequestKind, PrivacyRequestState } from '@osi/shared';
import { selectRows, type Executor } from '../../db/client';
import { pageOfSelect } from '../../db/page-of-rows';
import { rowWrites } from '../../db/row-writes';
import { rowWhere } from '../../db/rows-where';
import { startOfIndiaDay } from '../../db/sql-formats';
import { admins, members, payments, privacyRequests, receipts, uploads } from '../../db/schema';

export type PrivacyRequestRow = typeof privacyRequests.$inferSelect;

export const { insert: insertPrivacyRequest, update: updatePrivacyRequest } =
  rowWrites(privacyRequests);

export const listOwnPrivacyRequests = (db: Executor, memberId: string) =>
  db
    .select()
    .from(privacyRequests)
    .where(eq(privacyRequests.memberId, memberId))
    .orderBy(desc(privacyRequests.requestedAt));

/** The request, locked until the transaction ends, so two decisions cannot both go ahead. */
export const lockPrivacyRequest = (db: Executor, id: string) =>
  db
    .select()
    .from(privacyRequests)
    .where(eq(privacyRequests.id, id))
    .for('update')
    .then(([row]) => row);

export const findPendingErasure = (db: Executor, memberId: string) =>
  rowWhere(
    db,
    privacyRequests,
    and(
      eq(privacyRequests.memberId, memberId),
      eq(privacyRequests.kind, 'erasure'),
      eq(privacyRequests.status, 'pending'),
    ),
  );

/** Requests newest first with who asked and who decided, by kind and status. */
export const listPrivacyRequests = (
  db: Executor,
  filter: { kind?: PrivacyRequestKind | undefined; status?: PrivacyRequestState | undefined },
  paging: { page: number; pageSize: number },
) => {
  const where: SQL | undefined = and(
    filter.kind ? eq(privacyRequests.kind, filter.kind) : undefined,
    filter.status ? eq(privacyRequests.status, filter.status) : undefined,
  );
  return pageOfSelect(
    db
      .select({ request: privacyRequests, member: members, decidedBy: admins.name })
      .from(privacyRequests)
      .innerJoin(members, eq(members.id, privacyRequests.memberId))
      .leftJoin(admins, eq(admins.id, privacyRequests.decidedBy))
      .where(where)
      .orderBy(desc(privacyRequests.requestedAt), desc(privacyRequests.id)),
    db.select({ total: count() }).from(privacyRequests).where(where),
    paging,
  );
};

/** Every file the member uploaded or a record of theirs claimed. */
export const uploadsOfMember = (db: Executor, memberId: string) =>
  db
    .select({
      key: uploads.key,
      purpose: uploads.purpose,
      storageKey: uploads.storageKey,
      originalName: uploads.originalName,
    })
    .from(uploads)
    .where(eq(uploads.memberId, memberId));

/**
 * Sets the kept payer of each payment whose receipts and credit notes were all issued before
 * `firstDayKept` (an India day) to `forgotten`, answering those payments' ids.
 */
export const forgetKeptPayersIssuedBefore = (
  db: Executor,
  firstDayKept: string,
  forgotten: Record<string, string>,
) => {
  const forgottenJson = sql`${JSON.stringify(forgotten)}::jsonb`;
  return selectRows<{ id: string }>(
    db,
    sql`update payments set kept_payer = ${forgottenJson}
      where kept_payer is not null and kept_payer <> ${forgottenJson}
        and not exists (select 1 from ${receipts} where ${receipts.paymentId} = ${payments.id}
          and ${receipts.issuedAt} >= ${startOfIndiaDay(firstDayKept)})
      returning id`,
  );
};
