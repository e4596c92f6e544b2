import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  lt,
  or,
  sql,
  type Column,
  type SQL,
} from 'drizzle-orm';
import type { PaymentFilters, PaymentState, Standing } from '@osi/shared';
import type { Executor } from '../../db/client';
import { creditNoteNumbers } from '../../db/credit-note-numbers';
import { admittedMember, memberStanding } from '../../db/member-standing';
import { countUpTo } from '../../db/page-of-rows';
import { isoTime, memberName, startOfIndiaDay } from '../../db/sql-formats';
import { members, paymentMonthTotals, payments, receipts } from '../../db/schema';
import { containing } from '../../lib/like-pattern';
import { cappedTotal, countLimitFor, countSteps } from '../../lib/pagination';

/** When the money came, or, for a payment never made, when it was ordered. */
const paidOrOrdered = sql`coalesce(${payments.capturedAt}, ${payments.createdAt})`;

const state = sql<PaymentState>`case when ${payments.status} = 'captured' and ${payments.refundedPaise} > 0 then 'refunded' else ${payments.status} end`;

const stateIs = (wanted: PaymentState): SQL | undefined => {
  if (wanted === 'refunded') {
    return and(eq(payments.status, 'captured'), gt(payments.refundedPaise, 0));
  }
  if (wanted === 'captured')
    return and(eq(payments.status, 'captured'), eq(payments.refundedPaise, 0));
  return eq(payments.status, wanted);
};

const matching = ({ purpose, status, from, to, member }: PaymentFilters) =>
  and(
    purpose ? eq(payments.purpose, purpose) : undefined,
    status ? stateIs(status) : undefined,
    from ? sql`${paidOrOrdered} >= ${startOfIndiaDay(from)}` : undefined,
    to ? sql`${paidOrOrdered} < ${startOfIndiaDay(to)} + interval '1 day'` : undefined,
    member ? paidByOrFrom(member) : undefined,
  );

/**
 * The payer's e-mail, or the member's search text, contains `text`. The members are looked up
 * first (through their trigram index) and their payments then by member, so that both sides
 * take an index (payments_email_search_idx, payments_member_idx) instead of a join of all.
 */
const paidByOrFrom = (text: string) =>
  or(
    ilike(payments.email, containing(text)),
    sql`${payments.memberId} = any(array(select ${members.id} from ${members} where ${members.searchText} like ${containing(text.toLowerCase())}))`,
  );

const rupees = (paise: SQL | Column) => sql<number>`(${paise} / 100.0)::float8`;

const listed = {
  id: payments.id,
  purpose: payments.purpose,
  status: state,
  amount: rupees(payments.amountPaise),
  refunded: rupees(payments.refundedPaise),
  currency: payments.currency,
  email: payments.email,
  memberId: members.id,
  memberName,
  membershipId: sql<string>`coalesce(${members.membershipId}, '')`,
  orderId: payments.orderId,
  paymentId: sql<string>`coalesce(${payments.paymentId}, '')`,
  gateway: payments.gateway,
  receiptNumber: receipts.number,
  creditNotes: creditNoteNumbers,
  createdAt: isoTime(payments.createdAt),
  capturedAt: isoTime(payments.capturedAt),
};
const selectListed = (db: Executor) =>
  db
    .select(listed)
    .from(payments)
    .leftJoin(members, eq(members.id, payments.memberId))
    .leftJoin(receipts, and(eq(receipts.paymentId, payments.id), eq(receipts.kind, 'receipt')));

/**
 * A page of payments, newest first, with who paid and the receipt's number, and how many match,
 * counted as the members list counts them (decision 015): up to `countLimitFor` the page, in
 * thousands, or in hundreds when looking for a member; past it `total` is that limit and capped.
 */
export const listPayments = async (
  db: Executor,
  filters: PaymentFilters,
  { page, pageSize }: { page: number; pageSize: number },
) => {
  const where = matching(filters);
  const offset = (page - 1) * pageSize;
  const step = filters.member ? countSteps.search : countSteps.list;
  const limit = countLimitFor(offset, pageSize, step);
  const [items, counted] = await Promise.all([
    selectListed(db)
      .where(where)
      .orderBy(desc(paidOrOrdered), desc(payments.id))
      .limit(pageSize)
      .offset(offset),
    countUpTo(db, payments, where, limit + 1),
  ]);
  return { items, ...cappedTotal(counted, limit) };
};

/** The payments matching `filters` after `lastId` in id order: an export's next batch. */
export const paymentsAfter = (
  db: Executor,
  filters: PaymentFilters,
  lastId: string | undefined,
  size: number,
) =>
  selectListed(db)
    .where(and(matching(filters), lastId ? gt(payments.id, lastId) : undefined))
    .orderBy(asc(payments.id))
    .limit(size);

export type ListedPayment = Awaited<ReturnType<typeof listPayments>>['items'][number];

/** India's month of the capture; grouped on, then written out once a group (not once a row). */
const captureMonth = sql`date_trunc('month', ${payments.capturedAt} at time zone 'Asia/Kolkata')`;

/** Money received (captured), by India's month of the capture and by purpose, from the payments. */
export const totalsByMonth = (db: Executor, filters: PaymentFilters) =>
  db
    .select({
      month: sql<string>`to_char(${captureMonth}, 'YYYY-MM')`,
      purpose: payments.purpose,
      count: count(),
      amount: rupees(sql`sum(${payments.amountPaise})`),
      refunded: rupees(sql`sum(${payments.refundedPaise})`),
    })
    .from(payments)
    .where(and(eq(payments.status, 'captured'), matching(filters)))
    .groupBy(captureMonth, payments.purpose)
    .orderBy(asc(captureMonth), asc(payments.purpose));

/**
 * The same totals as kept in payment_month_totals, for the months from `fromMonth` up to (not
 * including) `untilMonth`, both first days of a month and either open.
 */
export const storedTotalsByMonth = (
  db: Executor,
  {
    purpose,
    fromMonth,
    untilMonth,
  }: Pick<PaymentFilters, 'purpose'> & {
    fromMonth: string | undefined;
    untilMonth: string | undefined;
  },
) =>
  db
    .select({
      month: sql<string>`to_char(${paymentMonthTotals.month}, 'YYYY-MM')`,
      purpose: paymentMonthTotals.purpose,
      count: paymentMonthTotals.count,
      amount: rupees(paymentMonthTotals.amountPaise),
      refunded: rupees(paymentMonthTotals.refundedPaise),
    })
    .from(paymentMonthTotals)
    .where(
      and(
        gt(paymentMonthTotals.count, 0),
        purpose ? eq(paymentMonthTotals.purpose, purpose) : undefined,
        fromMonth ? gte(paymentMonthTotals.month, fromMonth) : undefined,
        untilMonth ? lt(paymentMonthTotals.month, untilMonth) : undefined,
      ),
    )
    .orderBy(asc(paymentMonthTotals.month), asc(paymentMonthTotals.purpose));

/** Members by standing (life members count as active) and how many hold life membership. */
export const countMembersByStanding = (db: Executor) =>
  db
    .select({
      standing: sql<Standing | null>`${memberStanding}`,
      life: members.lifeMember,
      total: count(),
    })
    .from(members)
    .where(admittedMember)
    .groupBy(sql`1`, members.lifeMember);
