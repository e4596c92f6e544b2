import {
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
  incomeSince,
  listPayments,
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
  const { items, total } = await listPayments(db, filters, { page, pageSize });
  return pageOf(items.map(toAdminPayment), total, { page, pageSize });
};

export const paymentTotals = async (
  db: Executor,
  filters: PaymentFilters,
): Promise<PaymentTotals> => {
  const months = (await totalsByMonth(db, filters)).map((row) => ({
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
  const [rows, income] = await Promise.all([
    countMembersByStanding(db),
    incomeSince(db, financialYearStart(today)),
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
