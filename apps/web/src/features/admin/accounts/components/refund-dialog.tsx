import { formatRupees, refundInputSchema } from '@osi/shared';
import { InputField, TextareaInputField } from '@/components/form/fields';
import { FormDialog } from '@/components/form/form-dialog';
import { useZodForm } from '@/components/form/use-zod-form';
import type { AdminPayment } from '../api/payments';
import { useRefundPayment } from '../api/refund-payment';

/** What of a payment can still be refunded, in rupees. */
export const refundable = (payment: AdminPayment) =>
  (Math.round(payment.amount * 100) - Math.round(payment.refunded * 100)) / 100;

type RefundDialogProps = { payment: AdminPayment; onClose: () => void };

/** Refund all or part of a payment through the gateway, with the reason for the records. */
export function RefundDialog({ payment, onClose }: RefundDialogProps) {
  const refund = useRefundPayment(payment.id);
  const left = refundable(payment);
  const form = useZodForm(refundInputSchema, { defaultValues: { amount: left, reason: '' } });
  const payer = payment.member?.name ?? payment.email;
  return (
    <FormDialog
      title="Refund payment"
      description={`${payer} paid ${formatRupees(payment.amount)}; ${formatRupees(left)} can still be refunded. The money goes back to the card or account it came from, and a credit note is issued.`}
      onClose={onClose}
      form={form}
      className="mt-5 grid gap-4"
      successToast
      onSubmit={(values) => refund.mutateAsync(values)}
      submitLabel="Refund"
      busyLabel="Refunding…"
    >
      <InputField
        name="amount"
        label="Amount to refund (₹)"
        type="number"
        inputMode="decimal"
        step="0.01"
        min={1}
        max={left}
      />
      <TextareaInputField name="reason" label="Reason" rows={3} maxLength={500} />
    </FormDialog>
  );
}
