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

const notAvailable = 'Not Available';

/**
 * The payment's details; with none, the spec's defaults: the status Pending, the rest
 * "Not Available".
 */
export const paymentDetails = (payment: ApplicationPayment): Detail[] =>
  payment.paymentStatus === null
    ? [
        { label: 'Payment status', value: paymentStatusLabels.created },
        { label: 'Amount paid', value: notAvailable },
        { label: 'Payment ID', value: notAvailable },
        { label: 'Paid on', value: notAvailable },
      ]
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
