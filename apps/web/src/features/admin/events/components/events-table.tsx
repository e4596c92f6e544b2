import { formatPaise, type EventSummary } from '@osi/shared';
import { generatePath, Link } from 'react-router';
import { DataTable, type Column } from '@/components/ui/data-table';
import { adminPaths } from '@/config/paths';
import { formatCalendarDate } from '@/utils/format';
import { registeredLabel } from '../utils/registered-label';

const linkClasses = 'font-semibold text-brand-800 hover:underline';

const columns: Column<EventSummary>[] = [
  {
    label: 'Event',
    cell: (event) => (
      <Link
        to={generatePath(adminPaths.eventAttendees, { id: event.eventId })}
        className={linkClasses}
      >
        {event.title}
      </Link>
    ),
  },
  { label: 'Date', cell: (event) => formatCalendarDate(event.startDate) },
  { label: 'Registered', cell: registeredLabel },
  { label: 'Held', cell: (event) => event.held },
  { label: 'Waiting', cell: (event) => event.waiting },
  { label: 'Checked in', cell: (event) => event.checkedIn },
  { label: 'Income', cell: (event) => formatPaise(event.incomePaise) },
  {
    label: 'Check-in',
    cell: (event) => (
      <Link
        to={generatePath(adminPaths.eventCheckIn, { id: event.eventId })}
        aria-label={`Check in to ${event.title}`}
        className={linkClasses}
      >
        Check in
      </Link>
    ),
  },
];

/** The events that take registrations, each linking to its attendees and its check-in. */
export function EventsTable({ events }: { events: readonly EventSummary[] }) {
  return <DataTable columns={columns} rows={events} rowKey={(event) => event.eventId} />;
}
