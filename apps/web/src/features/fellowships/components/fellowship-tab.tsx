import { fellowshipMessages } from '@osi/shared';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusBadge } from '@/components/status-badge';
import { useApplyRefusal } from '@/features/members/hooks/use-apply-refusal';
import { formatDateTime } from '@/utils/format';
import { useOwnFellowship } from '../api/get-own-fellowship';
import { ApprovedFellowship } from './approved-fellowship';
import { FellowshipInvitation } from './fellowship-invitation';

const statusTexts = {
  pending: 'You are already registered for the fellowship, and your application is under review.',
  declined: 'Your fellowship application was declined.',
};

/**
 * The dashboard's Fellowship tab: the invitation (or why the member cannot apply yet), or the
 * application's status badge and case panel; a declined application is shown in red, with the
 * invitation to apply again below it.
 */
export function FellowshipTab() {
  const own = useOwnFellowship();
  const apply = useApplyRefusal(fellowshipMessages.notApproved);

  if (own.isPending || apply.loading) return <Skeleton className="h-48 rounded-xl" />;
  if (own.isError || apply.failed) {
    return (
      <RetryAlert
        onRetry={() => {
          void own.refetch();
          apply.retry();
        }}
      >
        An unexpected error occurred.
      </RetryAlert>
    );
  }
  const fellowship = own.data.fellowship;
  if (!fellowship) return <FellowshipInvitation refusal={apply.refusal} />;
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
            : statusTexts[fellowship.status === 'declined' ? 'declined' : 'pending']}
        </p>
        {fellowship.comments && (
          <p className="text-sm text-slate-600">
            <span className="font-semibold">Comment from the committee:</span> {fellowship.comments}
          </p>
        )}
      </div>
      {fellowship.status === 'approved' && <ApprovedFellowship fellowship={fellowship} />}
      {fellowship.status === 'declined' && (
        <FellowshipInvitation refusal={apply.refusal}>
          <p className="text-slate-700">You may apply again.</p>
        </FellowshipInvitation>
      )}
    </div>
  );
}
