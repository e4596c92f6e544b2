import { ownReceiptPath } from '@osi/shared';
import { Receipt } from 'lucide-react';
import { CardSkeletons } from '@/components/ui/card-skeletons';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryStates } from '@/components/ui/query-states';
import { PaymentsList } from '@/components/payments-list';
import { useOwnPayments } from '../api/get-own-payments';

/** The dashboard's Payments tab: the member's payments with a receipt to download for each. */
export function PaymentsTab() {
  return (
    <div className="grid gap-5">
      <div className="grid gap-1">
        <h2 className="text-2xl font-bold tracking-tight text-slate-900">Payments</h2>
        <p className="text-slate-700">
          Every payment you have made to the society, newest first, with its receipt.
        </p>
      </div>
      <QueryStates
        query={useOwnPayments()}
        loading={<CardSkeletons count={2} className="h-24 rounded-xl" />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState icon={Receipt} title="No payments yet">
            Your membership, renewal and fellowship payments will be listed here with their
            receipts.
          </EmptyState>
        }
      >
        {(data) => <PaymentsList payments={data.items} receiptHref={ownReceiptPath} />}
      </QueryStates>
    </div>
  );
}
