import { Inbox } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { ApplicationsList } from '../../applications/components/applications-list';
import { AdminPageHeader } from '../../components/admin-page-header';
import { useKeepPageInRange, useListParams } from '@/hooks/use-list-params';
import { totalLabel } from '../../utils/paging';
import { useDeletedMembers } from '../api/get-deleted-members';
import { DeletedMemberCard } from '../components/deleted-member-card';

/** Deleted membership applications, 20 a page, each one restorable. */
export function DeletedMembersPage() {
  const { page, setPage } = useListParams();
  const deleted = useDeletedMembers(page);
  const totalPages = deleted.data?.totalPages;

  useKeepPageInRange(page, totalPages, setPage);

  return (
    <>
      <AdminPageHeader
        title="Deleted Members"
        description={
          deleted.data
            ? `Deleted applications: ${totalLabel(deleted.data)}`
            : 'Deleted applications, ready to be restored.'
        }
      />
      <ApplicationsList
        list={deleted}
        pagerLabel="Pages of deleted applications"
        onPageChange={setPage}
        empty={
          <EmptyState icon={Inbox} title="No Applications Yet">
            Deleted membership applications appear here, where they can be restored.
          </EmptyState>
        }
        card={(member, number) => <DeletedMemberCard member={member} number={number} />}
      />
    </>
  );
}
