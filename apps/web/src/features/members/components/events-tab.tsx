import { formatTicketCode, registrationPagePath, type OwnRegistration } from '@osi/shared';
import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { RegistrationStatusBadge } from '@/components/registration-status-badge';
import { CardSkeletons } from '@/components/ui/card-skeletons';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryStates } from '@/components/ui/query-states';
import { paths } from '@/config/paths';
import { formatCalendarDate } from '@/utils/format';
import { useOwnEvents } from '../api/events';

/** The dashboard's Events tab: the member's registrations, each leading to its own page. */
export function EventsTab() {
  return (
    <div className="grid gap-5">
      <div className="grid gap-1">
        <h2 className="text-2xl font-bold tracking-tight text-slate-900">Events</h2>
        <p className="text-slate-700">
          The events you registered for, next first. Open one to see its ticket or to cancel.
        </p>
      </div>
      <QueryStates
        query={useOwnEvents()}
        loading={<CardSkeletons count={2} className="h-24 rounded-xl" />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState icon={CalendarDays} title="No event registrations yet">
            <Link to={paths.events} className="font-semibold text-brand-700 underline">
              See the society&apos;s events
            </Link>{' '}
            and register for one: it will be listed here with its ticket.
          </EmptyState>
        }
      >
        {(data) => (
          <ul className="grid gap-3">
            {data.items.map((registration) => (
              <EventRow key={registration.id} registration={registration} />
            ))}
          </ul>
        )}
      </QueryStates>
    </div>
  );
}

function EventRow({ registration }: { registration: OwnRegistration }) {
  const { event } = registration;
  return (
    <li className="grid gap-2 rounded-xl border border-slate-200 p-4 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="grid gap-1">
        <p className="font-semibold text-slate-900">{event.title}</p>
        <p className="text-sm text-slate-600">
          {formatCalendarDate(event.startDate)} · {event.city}
          {registration.ticketCode && <> · Ticket {formatTicketCode(registration.ticketCode)}</>}
          {registration.waitingPosition !== null && (
            <> · Number {registration.waitingPosition} on the waiting list</>
          )}
        </p>
        <p>
          <RegistrationStatusBadge status={registration.status} />
        </p>
      </div>
      <Link
        to={registrationPagePath(registration.token)}
        className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        Open registration<span className="sr-only">: {event.title}</span>
      </Link>
    </li>
  );
}
