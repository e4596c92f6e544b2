import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useApplyRefusal } from '@/hooks/use-apply-refusal';
import { ApplicationInvitation, type InvitationText } from './application-invitation';

type ApplicationTabProps<Data, Application extends { status: string }> = {
  /** The member's own application, as the server answers for it. */
  own: UseQueryResult<Data>;
  /** The application in that answer, or none when the member has not applied. */
  application: (data: Data) => Application | null | undefined;
  /** Why a member whose membership is not approved may not apply. */
  notApproved: string;
  invitation: InvitationText;
  /** The application's status and what follows from it. */
  children: (application: Application, data: Data) => ReactNode;
};

/**
 * A dashboard tab that follows one kind of application: the invitation (or why the member cannot
 * apply yet), or the application; a declined one is followed by the invitation to apply again.
 */
export function ApplicationTab<Data, Application extends { status: string }>({
  own,
  application: applicationIn,
  notApproved,
  invitation,
  children,
}: ApplicationTabProps<Data, Application>) {
  const apply = useApplyRefusal(notApproved);

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
  const application = applicationIn(own.data);
  if (!application) return <ApplicationInvitation {...invitation} refusal={apply.refusal} />;
  return (
    <div className="grid gap-6">
      {children(application, own.data)}
      {application.status === 'declined' && (
        <ApplicationInvitation {...invitation} refusal={apply.refusal}>
          <p className="text-slate-700">You may apply again.</p>
        </ApplicationInvitation>
      )}
    </div>
  );
}
