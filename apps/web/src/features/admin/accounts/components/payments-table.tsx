import { paymentPurposeLabels, paymentStateLabels, type PaymentState } from '@osi/shared';
import { generatePath, Link } from 'react-router';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { DataTable, type Column } from '@/components/ui/data-table';
import { adminPaths } from '@/config/paths';
import { formatDateTime, formatRupees } from '@/utils/format';
import type { AdminPayment } from '../api/payments';

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
  { label: 'Receipt', cell: (payment) => payment.receiptNumber ?? '—' },
  { label: 'Payment ID', cell: (payment) => payment.paymentId || '—' },
];

export function PaymentsTable({ payments }: { payments: readonly AdminPayment[] }) {
  return <DataTable columns={columns} rows={payments} rowKey={(payment) => payment.id} />;
}
