import { paymentPurposeLabels, paymentPurposes, type PaymentFilters } from '@osi/shared';
import { useMemo } from 'react';
import { DataTable, type Column } from '@/components/ui/data-table';
import { QueryStates } from '@/components/ui/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount, formatRupees } from '@/utils/format';
import { usePaymentTotals, type PaymentTotals as Totals } from '../api/payments';
import { formatMonth, monthRows, type MonthRow } from '../utils/month-rows';
import { PaymentsChart } from './payments-chart';

const columns: Column<MonthRow>[] = [
  { label: 'Month', cell: (row) => formatMonth(row.month) },
  ...paymentPurposes.map((purpose) => ({
    label: paymentPurposeLabels[purpose],
    cell: (row: MonthRow) => formatRupees(row.net[purpose]),
  })),
  { label: 'Total', cell: (row) => formatRupees(row.total) },
];

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

function TotalsView({ totals }: { totals: Totals }) {
  const rows = useMemo(() => monthRows(totals.months), [totals.months]);
  const summary = `Net income by month and purpose: ${rows
    .map((row) => `${formatMonth(row.month)} ${formatRupees(row.total)}`)
    .join(', ')}.`;
  return (
    <section aria-labelledby="payment-totals" className="grid gap-4">
      <h2 id="payment-totals" className="text-lg font-semibold text-slate-900">
        Totals
      </h2>
      <dl className="grid gap-4 sm:grid-cols-4">
        <Figure
          label="Payments received"
          value={formatCount(totals.count, 'payment', 'payments')}
        />
        <Figure label="Received" value={formatRupees(totals.amount)} />
        <Figure label="Refunded" value={formatRupees(totals.refunded)} />
        <Figure label="Net income" value={formatRupees(totals.net)} />
      </dl>
      {rows.length > 0 && (
        <>
          <PaymentsChart rows={rows} summary={summary} />
          <DataTable columns={columns} rows={rows} rowKey={(row) => row.month} />
        </>
      )}
    </section>
  );
}

/** What the filtered payments brought in: figures, a chart by month, and its table. */
export function PaymentTotals({ filters }: { filters: PaymentFilters }) {
  const totals = usePaymentTotals(filters);
  return (
    <QueryStates query={totals} loading={<Skeleton className="h-64 rounded-xl" />}>
      {(data) => <TotalsView totals={data} />}
    </QueryStates>
  );
}
