import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { RecordHistoryList } from '../../audit/components/record-history';

/** The payment whose history is open, kept in the address (`?history=`) so a link opens it. */
export const usePaymentHistoryParam = () => {
  const [params, setParams] = useSearchParams();
  const change = (id: string | undefined) => {
    const next = new URLSearchParams(params);
    if (id) next.set('history', id);
    else next.delete('history');
    setParams(next, { replace: true });
  };
  return {
    paymentId: params.get('history') ?? undefined,
    open: (id: string) => change(id),
    close: () => change(undefined),
  };
};

/** A payment's history (its refunds and reconciliation), newest first. */
export function PaymentHistoryDialog({
  paymentId,
  onClose,
}: {
  paymentId: string;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} labelledBy={titleId} size="lg">
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        Payment history
      </h2>
      <div className="mt-4 grid gap-4">
        <RecordHistoryList kind="payment" id={paymentId} />
        <Button variant="secondary" className="justify-self-end" onClick={onClose}>
          Close
        </Button>
      </div>
    </Dialog>
  );
}
