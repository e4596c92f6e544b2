import { Alert } from '@/components/ui/alert';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusBadge } from '@/components/status-badge';
import { formatDateTime } from '@/utils/format';
import { useOwnFellowship } from '../api/get-own-fellowship';
import { ApprovedFellowship } from './approved-fellowship';
import { FellowshipInvitation } from './fellowship-invitation';

/** The dashboard's Fellowship tab: the invitation, or the application's status and case panel. */
export function FellowshipTab() {
  const own = useOwnFellowship();

  if (own.isPending) return <Skeleton className="h-48 rounded-xl" />;
  if (own.isError) {
    return (
      <RetryAlert onRetry={() => void own.refetch()}>An unexpected error occurred.</RetryAlert>
    );
  }
  const fellowship = own.data.fellowship;
  if (!fellowship) return <FellowshipInvitation />;
  if (fellowship.status === 'declined') {
    return (
      <FellowshipInvitation>
        <Alert tone="error" title="Your last fellowship application was declined">
          {fellowship.comments && (
            <p>
              <span className="font-semibold">Comment from the committee:</span>{' '}
              {fellowship.comments}
            </p>
          )}
          <p>You may apply again.</p>
        </Alert>
      </FellowshipInvitation>
    );
  }
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-2xl font-bold tracking-tight text-slate-900">Fellowship</h2>
          <StatusBadge status={fellowship.status} />
        </div>
        <p className="text-slate-700">
          {fellowship.status === 'approved' && fellowship.approvedAt
            ? `You are registered for the fellowship, approved on ${formatDateTime(fellowship.approvedAt)}.`
            : 'You are already registered for the fellowship, and your application is under review.'}
        </p>
        {fellowship.comments && (
          <p className="text-sm text-slate-600">
            <span className="font-semibold">Comment from the committee:</span> {fellowship.comments}
          </p>
        )}
      </div>
      {fellowship.status === 'approved' && <ApprovedFellowship fellowship={fellowship} />}
    </div>
  );
}
