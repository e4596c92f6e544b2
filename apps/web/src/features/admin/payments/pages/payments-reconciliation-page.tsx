import { QueryStates } from '@/components/ui/query-states';
import { CircleCheck } from 'lucide-react';
import { DataTable, type Column } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Pager } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime, formatRupees } from '@/utils/format';
import { AdminPageHeader } from '../../components/admin-page-header';
import { useKeepPageInRange, useListParams } from '@/hooks/use-list-params';
import { useUnclaimedPayments, type UnclaimedPayment } from '../api/get-unclaimed-payments';

const columns: Column<UnclaimedPayment>[] = [
  { label: 'E-mail', cell: (payment) => payment.email },
  {
    label: 'Amount',
    cell: (payment) =>
      payment.currency === 'INR'
        ? formatRupees(payment.amount)
        : `${payment.amount} ${payment.currency}`,
  },
  { label: 'Purpose', cell: (payment) => payment.purpose },
  { label: 'Order ID', cell: (payment) => payment.orderId },
  { label: 'Payment ID', cell: (payment) => payment.paymentId },
  { label: 'Captured', cell: (payment) => formatDateTime(payment.capturedAt) },
];

const explanation =
  'Captured payments that never became a membership, a renewal or a fellowship. Settle each one ' +
  "by hand: complete the person's registration or renewal, or refund the payment through the gateway.";

/** Captured payments nothing claimed: each one is somebody's money waiting for an answer. */
export function PaymentsReconciliationPage() {
  const { page, setPage } = useListParams();
  const payments = useUnclaimedPayments(page);
  useKeepPageInRange(page, payments.data?.totalPages, setPage);

  return (
    <>
      <AdminPageHeader title="Payments to reconcile" description={explanation} />
      <QueryStates
        query={payments}
        loading={<Skeleton className="h-48 rounded-xl" />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState icon={CircleCheck} title="No payments to reconcile">
            Every captured payment belongs to a membership, a renewal or a fellowship. A payment
            that could not be attached, for example because the browser closed before the
            confirmation, would be listed here.
          </EmptyState>
        }
      >
        {(data) => (
          <div aria-busy={payments.isPlaceholderData} className="grid gap-6">
            <p className="text-sm font-medium text-slate-700">
              Payments to reconcile: {data.total}
            </p>
            <DataTable columns={columns} rows={data.items} rowKey={(payment) => payment.id} />
            <Pager label="Pages of payments" list={data} onPageChange={setPage} />
          </div>
        )}
      </QueryStates>
    </>
  );
}
