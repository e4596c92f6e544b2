import { madeOnFirstUse, paymentPurposes, type MonthTotal, type PaymentPurpose } from '@osi/shared';

export type MonthRow = { month: string; net: Record<PaymentPurpose, number>; total: number };

const cents = (rupees: number) => Math.round(rupees * 100);

/** The totals as one row per month, a column per purpose, in rupees net of refunds. */
export const monthRows = (months: readonly MonthTotal[]): MonthRow[] => {
  const rows = new Map<string, MonthRow>();
  for (const total of months) {
    const row = rows.get(total.month) ?? {
      month: total.month,
      net: Object.fromEntries(paymentPurposes.map((purpose) => [purpose, 0])) as MonthRow['net'],
      total: 0,
    };
    row.net[total.purpose] = (cents(row.net[total.purpose]) + cents(total.net)) / 100;
    row.total = (cents(row.total) + cents(total.net)) / 100;
    rows.set(total.month, row);
  }
  return [...rows.values()].sort((a, b) => a.month.localeCompare(b.month));
};

const monthName = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' }),
);

/** 2026-04 as Apr 2026. */
export const formatMonth = (month: string) => monthName().format(new Date(`${month}-01T00:00:00Z`));
