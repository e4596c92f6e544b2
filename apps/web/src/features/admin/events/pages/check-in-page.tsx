import { Users } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { generatePath, Link, useParams, useSearchParams } from 'react-router';
import { QueryStates } from '@/components/ui/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { adminPaths } from '@/config/paths';
import { formatCalendarDate } from '@/utils/format';
import { AdminPageHeader } from '../../components/admin-page-header';
import { useCheckInCounts } from '../api/check-in';
import { CameraScanner } from '../components/camera-scanner';
import { CheckInCount } from '../components/check-in-count';
import { CheckInOutcomePanel } from '../components/check-in-outcome';
import { TicketCodeForm } from '../components/ticket-code-form';
import { useTicketCheckIn } from '../hooks/use-ticket-check-in';

/**
 * Checks tickets in at the door, on a phone: by the camera, by a typed code, or by the address
 * in a ticket's QR code (`?ticket=`), which the phone's own camera app opens.
 */
export function CheckInPage() {
  const { id = '' } = useParams();
  const counts = useCheckInCounts(id);
  const { outcome, check, scanned } = useTicketCheckIn(id);
  const [params, setParams] = useSearchParams();
  const ticket = params.get('ticket');
  const handledTicket = useRef<string | null>(null);

  useEffect(() => {
    if (ticket === handledTicket.current) return;
    handledTicket.current = ticket;
    if (!ticket) return;
    scanned(ticket);
    // A reload then does not check the same ticket again.
    setParams({}, { replace: true });
  }, [ticket, scanned, setParams]);

  const event = counts.data;
  return (
    <div className="mx-auto grid max-w-xl gap-5">
      <AdminPageHeader
        title="Check-in"
        description={event && `${event.title}, ${formatCalendarDate(event.startDate)}`}
      />
      <QueryStates query={counts} loading={<Skeleton className="h-20 rounded-xl" />}>
        {(data) => <CheckInCount counts={data} />}
      </QueryStates>
      <CheckInOutcomePanel outcome={outcome} />
      <CameraScanner onDecode={scanned} />
      <TicketCodeForm onCheck={check} />
      <Link
        to={generatePath(adminPaths.eventAttendees, { id })}
        className="inline-flex items-center gap-2 text-sm font-semibold text-brand-800 hover:underline"
      >
        <Users aria-hidden="true" className="size-4" />
        Attendees of this event
      </Link>
    </div>
  );
}
