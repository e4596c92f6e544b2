import { ApplicationsPage } from '../../applications/components/applications-page';
import { totalLabel } from '../../utils/paging';
import { useDeletedMembers } from '../api/get-deleted-members';
import { DeletedMemberCard } from '../components/deleted-member-card';

/** Deleted membership applications, 20 a page, each one restorable. */
export function DeletedMembersPage() {
  return (
    <ApplicationsPage
      useApplications={useDeletedMembers}
      header={(deleted) => ({
        title: 'Deleted Members',
        description: deleted
          ? `Deleted applications: ${totalLabel(deleted)}`
          : 'Deleted applications, ready to be restored.',
      })}
      pagerLabel="Pages of deleted applications"
      emptyText="Deleted membership applications appear here, where they can be restored."
      card={(member, number) => <DeletedMemberCard member={member} number={number} />}
    />
  );
}
