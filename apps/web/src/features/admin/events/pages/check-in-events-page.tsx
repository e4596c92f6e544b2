import type { CheckInEvent } from '@osi/shared';
import { CalendarX } from 'lucide-react';
import { generatePath, Link } from 'react-router';
import { DataTable, type Column } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryStates } from '@/components/ui/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { adminPaths } from '@/config/paths';
import { formatCalendarDate } from '@/utils/format';
import { AdminPageHeader } from '../../components/admin-page-header';
import { useCheckInEvents } from '../api/check-in';

const columns: Column<CheckInEvent>[] = [
  {
    label: 'Event',
    cell: (event) => (
      <Link
        to={generatePath(adminPaths.eventCheckIn, { id: event.eventId })}
        aria-label={`Check in to ${event.title}`}
        className="font-semibold text-brand-800 hover:underline"
      >
        {event.title}
      </Link>
    ),
  },
  { label: 'Date', cell: (event) => formatCalendarDate(event.startDate) },
  { label: 'Checked in', cell: (event) => `${event.checkedIn} of ${event.registered}` },
];

/** The door staff's start: the events near today, each opening its check-in page. */
export function CheckInEventsPage() {
  const events = useCheckInEvents();
  return (
    <>
      <AdminPageHeader
        title="Check-in"
        description="Events from a week ago to a month ahead. Open one to check its tickets in."
      />
      <QueryStates
        query={events}
        loading={<Skeleton className="h-32 rounded-xl" />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState icon={CalendarX} title="No event near today">
            Events taking registrations appear here from a month before they start.
          </EmptyState>
        }
      >
        {(data) => (
          <DataTable columns={columns} rows={data.items} rowKey={(event) => event.eventId} />
        )}
      </QueryStates>
    </>
  );
}
