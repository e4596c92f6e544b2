import {
  formatPaise,
  paymentPurposeLabels,
  paymentStateLabels,
  type MemberPayment,
} from '@osi/shared';
import { Download } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { formatDateTime } from '@/utils/format';

const statusTones: Record<MemberPayment['status'], BadgeTone> = {
  captured: 'green',
  created: 'grey',
  failed: 'red',
};

type PaymentsListProps = {
  payments: MemberPayment[];
  /** Where a receipt or credit note downloads from, by its number. */
  receiptHref: (number: string) => string;
};

/**
 * A member's payments newest first, as they and the back office see them: when, what for, how
 * much, whether paid, and the receipt to download.
 */
export function PaymentsList({ payments, receiptHref }: PaymentsListProps) {
  return (
    <ul className="grid gap-3">
      {payments.map((payment) => (
        <li
          key={payment.id}
          className="grid gap-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-[1fr_auto] sm:items-center"
        >
          <div className="grid gap-1">
            <p className="font-semibold text-slate-900">
              {paymentPurposeLabels[payment.purpose]}
              {payment.item && (
                <span className="font-normal text-slate-700"> · {payment.item}</span>
              )}
            </p>
            <p className="text-sm text-slate-600">
              {formatDateTime(payment.date)}
              {payment.receiptNumber && <> · Receipt {payment.receiptNumber}</>}
            </p>
            {payment.refundedPaise > 0 && (
              <p className="text-sm text-slate-600">
                Refunded {formatPaise(payment.refundedPaise)}
                {payment.creditNotes.map((number) => (
                  <span key={number}>
                    {' · '}
                    <a
                      href={receiptHref(number)}
                      download
                      className="font-semibold text-brand-700 underline underline-offset-4"
                    >
                      Credit note {number}
                    </a>
                  </span>
                ))}
              </p>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-3 sm:justify-end">
            <span className="font-semibold text-slate-900">{formatPaise(payment.amountPaise)}</span>
            <Badge tone={statusTones[payment.status]}>{paymentStateLabels[payment.status]}</Badge>
            {payment.receiptNumber ? (
              <a
                href={receiptHref(payment.receiptNumber)}
                download
                aria-label={`Download receipt ${payment.receiptNumber}`}
                className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
              >
                <Download aria-hidden="true" className="size-4" />
                Download receipt
              </a>
            ) : (
              <span className="text-sm text-slate-600">No receipt</span>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
