import {
  addDays,
  financialYear,
  societyDay,
  standings,
  type AdminPayment,
  type PaymentFilters,
  type PaymentTotals,
  type YearOverview,
} from '@osi/shared';
import type { Executor } from '../../db/client';
import { pageOf } from '../../lib/pagination';
import {
  countMembersByStanding,
  listPayments,
  storedTotalsByMonth,
  totalsByMonth,
  type ListedPayment,
} from './accounts.repository';

export const toAdminPayment = ({
  memberId,
  memberName,
  membershipId,
  ...row
}: ListedPayment): AdminPayment => ({
  ...row,
  member: memberId ? { id: memberId, name: memberName, membershipId } : null,
});

const paise = (rupees: number) => Math.round(rupees * 100);
const sumRupees = (values: number[]) => values.reduce((sum, value) => sum + paise(value), 0) / 100;

export const paymentsPage = async (
  db: Executor,
  { page, pageSize, ...filters }: PaymentFilters & { page: number; pageSize: number },
) => {
  const { items, total, totalIsCapped } = await listPayments(db, filters, { page, pageSize });
  return pageOf(items.map(toAdminPayment), total, { page, pageSize }, totalIsCapped);
};

/** The first day of the month after `day`'s. */
const nextMonthStart = (day: string) => {
  const start = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  start.setUTCMonth(start.getUTCMonth() + 1);
  return start.toISOString().slice(0, 10);
};

/**
 * The totals by month: the whole months between the dates (or all of them) read from the stored
 * monthly totals, the days of a month cut by `from` or `to` summed from the payments, and any
 * filter by state or member summed from the payments alone.
 */
const monthTotals = async (db: Executor, filters: PaymentFilters) => {
  const { purpose, from, to } = filters;
  if (filters.status || filters.member) return totalsByMonth(db, filters);
  const fromMonth = from && !from.endsWith('-01') ? nextMonthStart(from) : from;
  const untilMonth =
    to && (addDays(to, 1).endsWith('-01') ? addDays(to, 1) : `${to.slice(0, 7)}-01`);
  if (fromMonth && untilMonth && fromMonth >= untilMonth) return totalsByMonth(db, filters);
  const [before, whole, after] = await Promise.all([
    from && from !== fromMonth && fromMonth
      ? totalsByMonth(db, { purpose, from, to: addDays(fromMonth, -1) })
      : [],
    storedTotalsByMonth(db, { purpose, fromMonth, untilMonth }),
    to && untilMonth && addDays(to, 1) !== untilMonth
      ? totalsByMonth(db, { purpose, from: untilMonth, to })
      : [],
  ]);
  return [...before, ...whole, ...after];
};

export const paymentTotals = async (
  db: Executor,
  filters: PaymentFilters,
): Promise<PaymentTotals> => {
  const months = (await monthTotals(db, filters)).map((row) => ({
    ...row,
    net: (paise(row.amount) - paise(row.refunded)) / 100,
  }));
  return {
    months,
    count: months.reduce((sum, row) => sum + row.count, 0),
    amount: sumRupees(months.map((row) => row.amount)),
    refunded: sumRupees(months.map((row) => row.refunded)),
    net: sumRupees(months.map((row) => row.net)),
  };
};

/** The first day (1 April) of the financial year `today` is in. */
const financialYearStart = (today: string) => `${financialYear(today).slice(0, 4)}-04-01`;

export const yearOverview = async (db: Executor): Promise<YearOverview> => {
  const today = societyDay();
  const [rows, { net: income }] = await Promise.all([
    countMembersByStanding(db),
    paymentTotals(db, { from: financialYearStart(today) }),
  ]);
  const counts = Object.fromEntries(standings.map((standing) => [standing, 0])) as Record<
    (typeof standings)[number],
    number
  >;
  let lifeMembers = 0;
  for (const row of rows) {
    if (row.standing) counts[row.standing] += row.total;
    if (row.life) lifeMembers += row.total;
  }
  return { standings: counts, lifeMembers, financialYear: financialYear(today), income };
};
