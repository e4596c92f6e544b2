import { CalendarCheck, Send } from 'lucide-react';
import { generatePath, Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { StandingBadge } from '@/components/standing-badge';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Pager } from '@/components/ui/pager';
import { QueryStates } from '@/components/ui/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { adminPaths } from '@/config/paths';
import { useKeepPageInRange, useListParams } from '@/hooks/use-list-params';
import { serverMessage } from '@/lib/api-client';
import { formatCalendarDate, formatCount } from '@/utils/format';
import { AdminPageHeader } from '../../components/admin-page-header';
import { useRenewalsDue, useSendReminders, type RenewalDue } from '../api/renewals-due';

/** A reminder by its day: 30 days before, On the day, 14 days after. */
const reminderDay = (offsetDays: number) => {
  if (offsetDays === 0) return 'on the day';
  const days = formatCount(Math.abs(offsetDays), 'day', 'days');
  return offsetDays < 0 ? `${days} before` : `${days} after`;
};

const columns: Column<RenewalDue>[] = [
  {
    label: 'Member',
    cell: (member) => (
      <Link
        to={generatePath(adminPaths.membershipDetails, { id: member.id })}
        className="font-semibold text-brand-800 hover:underline"
      >
        {member.name}
      </Link>
    ),
  },
  { label: 'Membership ID', cell: (member) => member.membershipId },
  { label: 'E-mail', cell: (member) => member.email },
  { label: 'Valid until', cell: (member) => formatCalendarDate(member.validUntil) },
  { label: 'Standing', cell: (member) => <StandingBadge standing={member.standing} /> },
  {
    label: 'Reminders sent',
    cell: (member) =>
      member.reminders.length === 0
        ? 'None yet'
        : member.reminders.map((reminder) => reminderDay(reminder.offsetDays)).join(', '),
  },
];

const explanation =
  'Members whose membership ends within 30 days or ended within the grace period. Each is ' +
  'reminded by e-mail on the days set for the membership year, once per term; the pass runs ' +
  'every hour by itself.';

function SendRemindersButton() {
  const send = useSendReminders();
  return (
    <Button
      variant="secondary"
      disabled={send.isPending}
      onClick={() =>
        send.mutate(undefined, {
          onSuccess: ({ sent }) =>
            toast.success(
              sent === 0
                ? 'No reminder was due.'
                : `${formatCount(sent, 'reminder', 'reminders')} queued for sending.`,
            ),
          onError: (error) => toast.error(serverMessage(error, 'The reminders could not be sent.')),
        })
      }
    >
      <Send aria-hidden="true" className="size-4" />
      {send.isPending ? 'Sending…' : 'Send due reminders now'}
    </Button>
  );
}

/** Who is due to renew, and what they have been told. */
export function RenewalsDuePage() {
  const { page, setPage } = useListParams();
  const due = useRenewalsDue(page);
  useKeepPageInRange(page, due.data?.totalPages, setPage);

  return (
    <>
      <AdminPageHeader title="Renewals due" description={explanation} />
      <div className="mb-6">
        <SendRemindersButton />
      </div>
      <QueryStates
        query={due}
        loading={<Skeleton className="h-48 rounded-xl" />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState icon={CalendarCheck} title="Nobody is due to renew">
            No membership ends in the next 30 days, and nobody is in the grace period.
          </EmptyState>
        }
      >
        {(data) => (
          <div aria-busy={due.isPlaceholderData} className="grid gap-6">
            <p className="text-sm font-medium text-slate-700">Due to renew: {data.total}</p>
            <DataTable columns={columns} rows={data.items} rowKey={(member) => member.id} />
            <Pager label="Pages of members due to renew" list={data} onPageChange={setPage} />
          </div>
        )}
      </QueryStates>
    </>
  );
}
