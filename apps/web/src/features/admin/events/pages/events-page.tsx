import { CalendarPlus } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryStates } from '@/components/ui/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { adminPaths } from '@/config/paths';
import { AdminPageHeader } from '../../components/admin-page-header';
import { PageSection } from '../../components/page-section';
import { useAdminEvents } from '../api/admin-events';
import { CdeSettingsSection } from '../components/cde-settings-section';
import { EventsTable } from '../components/events-table';

const explanation =
  'Events that take registrations on the site, next first: their places, attendees and income. ' +
  'Open one for its attendees, or its check-in page at the door.';

/** The events that take registrations, and the CDE requirement their points count towards. */
export function EventsPage() {
  const events = useAdminEvents();
  return (
    <>
      <AdminPageHeader title="Event registrations" description={explanation} />
      <div className="grid gap-8">
        <PageSection title="Events">
          <QueryStates
            query={events}
            loading={<Skeleton className="h-48 rounded-xl" />}
            isEmpty={(data) => data.items.length === 0}
            empty={
              <EmptyState icon={CalendarPlus} title="No event takes registrations">
                An event takes registrations once its &ldquo;Registration opens&rdquo; date is set
                in{' '}
                <Link to={adminPaths.events} className="font-semibold text-brand-800 underline">
                  Content → Events
                </Link>
                .
              </EmptyState>
            }
          >
            {(data) => <EventsTable events={data.items} />}
          </QueryStates>
        </PageSection>
        <CdeSettingsSection />
      </div>
    </>
  );
}
