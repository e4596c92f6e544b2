import { ReceiptIndianRupee } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { Pager } from '@/components/ui/pager';
import { QueryStates } from '@/components/ui/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { useKeepPageInRange } from '@/hooks/use-list-params';
import { AdminPageHeader } from '../../components/admin-page-header';
import { ExportLink } from '../../components/export-link';
import { totalLabel } from '../../utils/paging';
import { usePayments } from '../api/payments';
import { PaymentFiltersForm } from '../components/payment-filters';
import { PaymentHistoryDialog, usePaymentHistoryParam } from '../components/payment-history-dialog';
import { PaymentTotals } from '../components/payment-totals';
import { PaymentsTable } from '../components/payments-table';
import { usePaymentFilters } from '../hooks/use-payment-filters';

const explanation =
  'Every payment made to the society, with what it paid for, its receipt and any refund. The ' +
  'totals count money received, by the month it arrived.';

/** The society's accounts: filters, totals by month with a chart, the payments and their CSV. */
export function PaymentsPage() {
  const { filters, page, setFilters, setPage } = usePaymentFilters();
  const payments = usePayments(filters, page);
  const history = usePaymentHistoryParam();
  useKeepPageInRange(page, payments.data?.totalPages, setPage);
  const exportUrl = `/api/admin/payments/export.csv?${new URLSearchParams(filters).toString()}`;

  return (
    <>
      <AdminPageHeader title="Payments" description={explanation} />
      <div className="grid gap-8">
        <PaymentFiltersForm key={JSON.stringify(filters)} filters={filters} onApply={setFilters} />
        <PaymentTotals filters={filters} />
        <section aria-labelledby="payment-list" className="grid gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="payment-list" className="text-lg font-semibold text-slate-900">
              Payments
            </h2>
            <ExportLink href={exportUrl} size="sm">
              Export CSV
            </ExportLink>
          </div>
          <QueryStates
            query={payments}
            loading={<Skeleton className="h-48 rounded-xl" />}
            isEmpty={(data) => data.items.length === 0}
            empty={
              <EmptyState icon={ReceiptIndianRupee} title="No payments match">
                No payment matches these filters. Clear them to see every payment.
              </EmptyState>
            }
          >
            {(data) => (
              <div aria-busy={payments.isPlaceholderData} className="grid gap-4">
                <p className="text-sm font-medium text-slate-700">Payments: {totalLabel(data)}</p>
                <PaymentsTable payments={data.items} />
                <Pager label="Pages of payments" list={data} onPageChange={setPage} />
              </div>
            )}
          </QueryStates>
        </section>
      </div>
      {history.paymentId && (
        <PaymentHistoryDialog paymentId={history.paymentId} onClose={history.close} />
      )}
    </>
  );
}
