import { Inbox } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { Pager } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { AdminPageHeader } from '../../components/admin-page-header';
import { LoadError } from '@/components/ui/load-error';
import { useKeepPageInRange, useListParams } from '@/hooks/use-list-params';
import { rowNumber, totalLabel } from '../../utils/paging';
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
      {deleted.isPending ? (
        <div className="grid gap-3" aria-hidden="true">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-24 rounded-xl" />
          ))}
        </div>
      ) : deleted.isError ? (
        <LoadError error={deleted.error} onRetry={() => void deleted.refetch()} />
      ) : deleted.data.items.length === 0 ? (
        <EmptyState icon={Inbox} title="No Applications Yet">
          Deleted membership applications appear here, where they can be restored.
        </EmptyState>
      ) : (
        <div aria-busy={deleted.isPlaceholderData} className="grid gap-6">
          <ul className="grid gap-3">
            {deleted.data.items.map((member, index) => (
              <li key={member.id}>
                <DeletedMemberCard member={member} number={rowNumber(deleted.data.page, index)} />
              </li>
            ))}
          </ul>
          <Pager label="Pages of deleted applications" list={deleted.data} onPageChange={setPage} />
        </div>
      )}
    </>
  );
}
