import { CreditCard, Lock, X } from 'lucide-react';
import { paymentEndpoints } from '@osi/shared';
import { useId, useState, type ComponentProps } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { serverMessage } from '@/lib/api-client';
import { callEndpoint } from '@/lib/endpoint-client';
import { formatRupees } from '@/utils/format';
import type { CheckoutPayment, CheckoutRequest } from '../types';

type Outcome = 'success' | 'failure';

type SandboxCheckoutDialogProps = {
  request: CheckoutRequest;
  onPaid: (payment: CheckoutPayment) => void;
  onDismiss: () => void;
};

/**
 * The sandbox gateway's stand-in for Razorpay Checkout: the same details on screen, a test card,
 * and the server signing the result as Razorpay would. A failed attempt can be retried, as in
 * Razorpay's dialog; closing the dialog abandons the payment.
 */
export function SandboxCheckoutDialog({ request, onPaid, onDismiss }: SandboxCheckoutDialogProps) {
  const titleId = useId();
  const [pending, setPending] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<string>();
  const amount = formatRupees(request.amountPaise / 100);

  const complete = async (outcome: Outcome) => {
    setPending(outcome);
    setFailure(undefined);
    try {
      const answer = await callEndpoint(paymentEndpoints.sandboxCheckout, {
        body: { orderId: request.orderId, outcome },
      });
      if ('error' in answer) {
        setFailure(answer.error.description);
      } else {
        onPaid({
          razorpayOrderId: answer.razorpay_order_id,
          razorpayPaymentId: answer.razorpay_payment_id,
          razorpaySignature: answer.razorpay_signature,
        });
      }
    } catch (error) {
      setFailure(serverMessage(error, 'The payment could not be completed. Please try again.'));
    } finally {
      setPending(null);
    }
  };

  /** Completes the payment as `outcome`; every such button waits while one runs. */
  const outcomeButton = (outcome: Outcome, label: string, look: ComponentProps<typeof Button>) => (
    <Button {...look} disabled={!!pending} onClick={() => void complete(outcome)}>
      {pending === outcome ? 'Processing…' : label}
    </Button>
  );

  return (
    <Dialog open onClose={() => pending || onDismiss()} labelledBy={titleId}>
      <div className="surface-dark -mx-6 -mt-6 rounded-t-xl bg-linear-to-br from-indigo-950 via-brand-900 to-brand-700 px-6 pt-5 pb-6 text-white">
        <div className="flex items-start justify-between gap-4">
          <div className="flex items-center gap-3">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-white text-brand-800">
              <CreditCard aria-hidden="true" className="size-6" />
            </span>
            <div>
              <h2 id={titleId} className="leading-tight font-semibold">
                {request.merchantName}
              </h2>
              <p className="text-sm text-brand-100">{request.description}</p>
            </div>
          </div>
          <button
            type="button"
            aria-label="Close"
            onClick={onDismiss}
            disabled={!!pending}
            className="rounded-lg p-1 text-brand-100 hover:bg-white/10 hover:text-white"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <p className="mt-5 text-sm text-brand-100">Amount to pay</p>
        <p className="text-3xl font-bold tracking-tight">{amount}</p>
      </div>

      <p className="mt-5 rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900 ring-1 ring-amber-200">
        Sandbox — no real money is taken
      </p>

      <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">Email</dt>
        <dd className="truncate font-medium text-slate-900">{request.prefill.email}</dd>
        <dt className="text-slate-600">Contact</dt>
        <dd className="font-medium text-slate-900">{request.prefill.contact}</dd>
      </dl>

      <fieldset className="mt-5 grid grid-cols-2 gap-3">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Test card</legend>
        <TextField
          label="Card number"
          readOnly
          defaultValue="4111 1111 1111 1111"
          className="col-span-2"
        />
        <TextField label="Expiry" readOnly defaultValue="12/30" />
        <TextField label="CVV" readOnly defaultValue="123" />
      </fieldset>

      {failure && (
        <Alert tone="error" title="Payment failed" className="mt-5">
          <p>{failure}</p>
          <p>You can try again.</p>
        </Alert>
      )}

      {outcomeButton('success', `Pay ${amount}`, { size: 'lg', className: 'mt-6 w-full' })}
      {outcomeButton('failure', 'Simulate failure', { variant: 'ghost', className: 'mt-2 w-full' })}
      <p className="mt-4 flex items-center justify-center gap-1.5 text-xs text-slate-600">
        <Lock aria-hidden="true" className="size-3.5" />
        Payments are signed and verified by the server
      </p>
    </Dialog>
  );
}
