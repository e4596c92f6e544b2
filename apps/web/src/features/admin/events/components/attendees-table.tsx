import { adminReceiptByNumberPath, formatPaise, type Attendee } from '@osi/shared';
import { generatePath, Link } from 'react-router';
import { DataTable, type Column } from '@/components/ui/data-table';
import { adminPaths } from '@/config/paths';
import { formatDateTime } from '@/utils/format';
import { CategoryBadge, RegistrationStatusBadge } from '../../components/registration-badges';

const linkClasses = 'font-semibold text-brand-800 hover:underline';
const paise = (amount: number) => (amount > 0 ? formatPaise(amount) : '—');

const columns: Column<Attendee>[] = [
  {
    label: 'Name',
    cell: (attendee) =>
      attendee.member ? (
        <Link
          to={generatePath(adminPaths.membershipDetails, { id: attendee.member.id })}
          className={linkClasses}
        >
          {attendee.name}
        </Link>
      ) : (
        attendee.name
      ),
  },
  { label: 'E-mail', cell: (attendee) => attendee.email },
  { label: 'Mobile', cell: (attendee) => attendee.mobile },
  { label: 'Registration no.', cell: (attendee) => attendee.registrationNumber },
  { label: 'Category', cell: (attendee) => <CategoryBadge category={attendee.category} /> },
  { label: 'Status', cell: (attendee) => <RegistrationStatusBadge status={attendee.status} /> },
  { label: 'Waiting', cell: (attendee) => attendee.waitingPosition ?? '—' },
  { label: 'Paid', cell: (attendee) => paise(attendee.paidPaise) },
  { label: 'Refunded', cell: (attendee) => paise(attendee.refundedPaise) },
  {
    label: 'Receipt',
    cell: (attendee) =>
      attendee.receiptNumber ? (
        <a
          href={adminReceiptByNumberPath(attendee.receiptNumber)}
          className="font-medium text-brand-800 underline underline-offset-2"
          download
        >
          {attendee.receiptNumber}
        </a>
      ) : (
        '—'
      ),
  },
  {
    label: 'Checked in',
    cell: (attendee) => (attendee.checkedInAt ? formatDateTime(attendee.checkedInAt) : '—'),
  },
];

/** An event's registrations, members linking to their details. */
export function AttendeesTable({ attendees }: { attendees: readonly Attendee[] }) {
  return <DataTable columns={columns} rows={attendees} rowKey={(attendee) => attendee.id} />;
}
