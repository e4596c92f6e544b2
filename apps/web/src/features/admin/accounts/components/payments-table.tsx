import {
  adminReceiptByNumberPath,
  paymentPurposeLabels,
  paymentStateLabels,
  refundEndpoints,
  type PaymentState,
} from '@osi/shared';
import { useState } from 'react';
import { generatePath, Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { DataTable, type Column } from '@/components/ui/data-table';
import { adminPaths } from '@/config/paths';
import { formatDateTime, formatRupees } from '@/utils/format';
import { useAdminMay } from '../../hooks/use-admin-may';
import type { AdminPayment } from '../api/payments';
import { usePaymentHistoryParam } from './payment-history-dialog';
import { RefundDialog, refundable } from './refund-dialog';

const stateTones: Record<PaymentState, BadgeTone> = {
  captured: 'green',
  refunded: 'yellow',
  created: 'grey',
  failed: 'red',
};

const columns: Column<AdminPayment>[] = [
  { label: 'Date', cell: (payment) => formatDateTime(payment.capturedAt ?? payment.createdAt) },
  {
    label: 'Member',
    cell: (payment) =>
      payment.member ? (
        <Link
          to={generatePath(adminPaths.membershipDetails, { id: payment.member.id })}
          className="font-semibold text-brand-800 hover:underline"
        >
          {payment.member.name}
        </Link>
      ) : (
        payment.email
      ),
  },
  { label: 'Purpose', cell: (payment) => paymentPurposeLabels[payment.purpose] },
  {
    label: 'State',
    cell: (payment) => (
      <Badge tone={stateTones[payment.status]}>{paymentStateLabels[payment.status]}</Badge>
    ),
  },
  { label: 'Amount', cell: (payment) => formatRupees(payment.amount) },
  {
    label: 'Refunded',
    cell: (payment) => (payment.refunded > 0 ? formatRupees(payment.refunded) : '—'),
  },
  { label: 'Receipt', cell: (payment) => <ReceiptLinks payment={payment} /> },
  { label: 'Payment ID', cell: (payment) => payment.paymentId || '—' },
];

/** The receipt and the credit notes of a payment, each a PDF to download. */
function ReceiptLinks({ payment }: { payment: AdminPayment }) {
  const numbers = [payment.receiptNumber, ...payment.creditNotes].filter(
    (number): number is string => number !== null,
  );
  if (numbers.length === 0) return '—';
  return (
    <ul className="grid gap-1">
      {numbers.map((number) => (
        <li key={number}>
          <a
            href={adminReceiptByNumberPath(number)}
            className="font-medium text-brand-800 underline underline-offset-2"
            download
          >
            {number}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The payments, each with its History, and a received one with Refund while some is left (for roles that may). */
export function PaymentsTable({ payments }: { payments: readonly AdminPayment[] }) {
  const [refunding, setRefunding] = useState<AdminPayment>();
  const history = usePaymentHistoryParam();
  const mayRefund = useAdminMay(refundEndpoints.refund.right);
  const withActions: Column<AdminPayment>[] = [
    ...columns,
    {
      label: 'Actions',
      cell: (payment) => {
        const payer = payment.member?.name ?? payment.email;
        return (
          <div className="flex flex-wrap gap-2">
            {mayRefund &&
              payment.status !== 'created' &&
              payment.status !== 'failed' &&
              refundable(payment) > 0 && (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Refund ${formatRupees(payment.amount)} from ${payer}`}
                  onClick={() => setRefunding(payment)}
                >
                  Refund
                </Button>
              )}
            <Button
              variant="ghost"
              size="sm"
              aria-label={`History of ${formatRupees(payment.amount)} from ${payer}`}
              onClick={() => history.open(payment.id)}
            >
              History
            </Button>
          </div>
        );
      },
    },
  ];
  return (
    <>
      <DataTable columns={withActions} rows={payments} rowKey={(payment) => payment.id} />
      {refunding && <RefundDialog payment={refunding} onClose={() => setRefunding(undefined)} />}
    </>
  );
}
