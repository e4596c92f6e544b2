import { formatDateTime, formatRupees } from '@/utils/format';
import type { Detail } from './details-section';

const paymentStatusLabels = { captured: 'Paid', created: 'Pending', failed: 'Failed' } as const;

/** The payment of an application, as the back office records it. */
export type ApplicationPayment = {
  paymentStatus: keyof typeof paymentStatusLabels | null;
  paymentAmount: number | null;
  razorpayPaymentId: string;
  paymentTimestamp: string | null;
};

/** The payment's details; the spec's "Not Available" when there is none. */
export const paymentDetails = (payment: ApplicationPayment): Detail[] =>
  payment.paymentStatus === null
    ? [{ label: 'Payment status', value: 'Not Available' }]
    : [
        { label: 'Payment status', value: paymentStatusLabels[payment.paymentStatus] },
        {
          label: 'Amount paid',
          value: payment.paymentAmount === null ? '' : formatRupees(payment.paymentAmount),
        },
        { label: 'Payment ID', value: payment.razorpayPaymentId },
        {
          label: 'Paid on',
          value: payment.paymentTimestamp ? (
            <time dateTime={payment.paymentTimestamp}>
              {formatDateTime(payment.paymentTimestamp)}
            </time>
          ) : (
            ''
          ),
        },
      ];
