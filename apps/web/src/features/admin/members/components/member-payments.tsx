import { adminReceiptByNumberPath } from '@osi/shared';
import { CardSkeletons } from '@/components/ui/card-skeletons';
import { QueryStates } from '@/components/ui/query-states';
import { PaymentsList } from '@/components/payments-list';
import { AdminSection } from '../../components/admin-section';
import { useMemberPayments } from '../api/get-member-payments';

/** A member's payments on their details page, each with its receipt to download. */
export function MemberPayments({ memberId }: { memberId: string }) {
  return (
    <AdminSection title="Payments">
      <div className="mt-4">
        <QueryStates
          query={useMemberPayments(memberId)}
          loading={<CardSkeletons count={1} className="h-20 rounded-xl" />}
          isEmpty={(data) => data.items.length === 0}
          empty={<p className="text-slate-600">No payments from this member.</p>}
        >
          {(data) => <PaymentsList payments={data.items} receiptHref={adminReceiptByNumberPath} />}
        </QueryStates>
      </div>
    </AdminSection>
  );
}
