import { attendeesCsvPath } from '@osi/shared';
import { Mail, ScanLine, Users } from 'lucide-react';
import { useState } from 'react';
import { generatePath, Link, useParams } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryStates } from '@/components/ui/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { adminPaths } from '@/config/paths';
import { useListFilter } from '@/hooks/use-list-params';
import { formatCalendarDate } from '@/utils/format';
import { AdminPageHeader } from '../../components/admin-page-header';
import { ExportLink } from '../../components/export-link';
import { PageSection } from '../../components/page-section';
import { useEventAttendees } from '../api/admin-events';
import { AttendeesTable } from '../components/attendees-table';
import { EventFigures } from '../components/event-figures';
import { MailAttendeesDialog } from '../components/mail-attendees-dialog';
import { StatusFilter } from '../components/status-filter';

/** One event's registrations: its figures, the attendees by status, their CSV, and a mail to them. */
export function AttendeesPage() {
  const { id = '' } = useParams();
  const attendees = useEventAttendees(id);
  const [status, setStatus] = useListFilter('status');
  const [mailing, setMailing] = useState(false);
  const summary = attendees.data?.summary;

  return (
    <>
      <AdminPageHeader
        title={summary?.title ?? 'Attendees'}
        description={
          summary && `Attendees of the event on ${formatCalendarDate(summary.startDate)}.`
        }
        actions={
          <>
            <Link
              to={generatePath(adminPaths.eventCheckIn, { id })}
              className={buttonClasses('primary', 'sm')}
            >
              <ScanLine aria-hidden="true" className="size-4" />
              Check-in page
            </Link>
            <ExportLink href={attendeesCsvPath(id)} size="sm">
              Download CSV
            </ExportLink>
            <Button
              variant="secondary"
              size="sm"
              disabled={!summary}
              onClick={() => setMailing(true)}
            >
              <Mail aria-hidden="true" className="size-4" />
              E-mail attendees
            </Button>
          </>
        }
      />
      <QueryStates query={attendees} loading={<Skeleton className="h-64 rounded-xl" />}>
        {(data) => {
          const shown = status ? data.items.filter((item) => item.status === status) : data.items;
          return (
            <div className="grid gap-8">
              <EventFigures summary={data.summary} />
              <PageSection title="Attendees">
                <StatusFilter value={status} onChange={setStatus} />
                {shown.length === 0 ? (
                  <EmptyState icon={Users} title="No attendees here">
                    {status
                      ? 'No registration has this status. Choose All statuses to see every one.'
                      : 'Nobody has registered for this event yet.'}
                  </EmptyState>
                ) : (
                  <AttendeesTable attendees={shown} />
                )}
              </PageSection>
            </div>
          );
        }}
      </QueryStates>
      {mailing && summary && (
        <MailAttendeesDialog
          eventId={id}
          eventTitle={summary.title}
          onClose={() => setMailing(false)}
        />
      )}
    </>
  );
}
