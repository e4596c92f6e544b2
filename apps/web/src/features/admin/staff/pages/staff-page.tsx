import { MailPlus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryStates } from '@/components/ui/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { AdminPageHeader } from '../../components/admin-page-header';
import { PageSection } from '../../components/page-section';
import { useStaffChange, useStaffList, type StaffChange } from '../api/staff';
import { InvitationsTable } from '../components/invitations-table';
import { InviteDialog } from '../components/invite-dialog';
import { StaffTable } from '../components/staff-table';

/** The Owner's view of the staff: roles, status, two-factor, and invitations (decision 082). */
export function StaffPage() {
  const staff = useStaffList();
  const selfId = useSession().data?.admin?.id;
  const [inviting, setInviting] = useState(false);
  const [asked, setAsked] = useState<StaffChange>();
  const change = useStaffChange();

  const confirm = () => {
    if (asked) change.mutate(asked, { onSettled: () => setAsked(undefined) });
  };

  return (
    <>
      <AdminPageHeader
        title="Staff"
        description="Who may use the back office, and what each role allows."
        actions={
          <Button onClick={() => setInviting(true)}>
            <UserPlus aria-hidden="true" className="size-4" />
            Invite
          </Button>
        }
      />
      <QueryStates query={staff} loading={<Skeleton className="h-64 rounded-xl" />}>
        {(data) => (
          <div className="grid gap-8">
            <PageSection title="Administrators">
              <StaffTable staff={data.staff} selfId={selfId} ask={setAsked} />
            </PageSection>
            <PageSection title="Invitations">
              {data.invitations.length === 0 ? (
                <EmptyState icon={MailPlus} title="No pending invitations">
                  Invite someone to let them set their own password and join with a role.
                </EmptyState>
              ) : (
                <InvitationsTable invitations={data.invitations} ask={setAsked} />
              )}
            </PageSection>
          </div>
        )}
      </QueryStates>
      {inviting && <InviteDialog onClose={() => setInviting(false)} />}
      <ConfirmDialog
        open={asked !== undefined}
        question={asked?.question}
        onConfirm={confirm}
        onCancel={() => setAsked(undefined)}
        isConfirming={change.isPending}
      >
        {asked?.detail}
      </ConfirmDialog>
    </>
  );
}
