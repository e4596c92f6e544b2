import { Download, Inbox, SearchX, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pager } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { AdminPageHeader } from '../../components/admin-page-header';
import { LoadError } from '@/components/ui/load-error';
import { useKeepPageInRange, useListParams } from '@/hooks/use-list-params';
import { totalLabel } from '../../utils/paging';
import { useMembers } from '../api/get-members';
import { AddMemberDialog } from '../components/add-member-dialog';
import { MemberSearch } from '../components/member-search';
import { MembersList } from '../components/members-list';

const exportLinks = [
  { label: 'Download All JSON', href: '/api/admin/members/export.json' },
  { label: 'Download All CSV', href: '/api/admin/members/export.csv' },
];

function MembersSkeleton() {
  return (
    <div className="grid gap-3" aria-hidden="true">
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} className="h-24 rounded-xl" />
      ))}
    </div>
  );
}

/** Membership applications: search, add by hand, export, page through, delete, view. */
export function MembersPage() {
  const { page, search, setPage, setSearch } = useListParams();
  const members = useMembers(page, search);
  const [adding, setAdding] = useState(false);
  // A member added by hand shows at the top of the whole list, so the search box starts afresh.
  const [searchResets, setSearchResets] = useState(0);
  const totalPages = members.data?.totalPages;

  useKeepPageInRange(page, totalPages, setPage);

  return (
    <>
      <AdminPageHeader
        title="Membership Applications"
        description="Review applications, add members by hand and export the register."
        actions={
          <Button onClick={() => setAdding(true)}>
            <UserPlus aria-hidden="true" className="size-4" />
            Add Member Manually
          </Button>
        }
      />
      <div className="mb-6 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <MemberSearch key={searchResets} initial={search} onSearch={setSearch} />
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={!members.data}
            onClick={() =>
              members.data && toast.info(`Total Applications: ${totalLabel(members.data)}`)
            }
          >
            Total Applications: {members.data ? totalLabel(members.data) : '…'}
          </Button>
          {exportLinks.map((link) => (
            <a key={link.href} href={link.href} download className={buttonClasses('secondary')}>
              <Download aria-hidden="true" className="size-4" />
              {link.label}
            </a>
          ))}
        </div>
      </div>
      {members.isPending ? (
        <MembersSkeleton />
      ) : members.isError ? (
        <LoadError error={members.error} onRetry={() => void members.refetch()} />
      ) : members.data.items.length === 0 ? (
        search ? (
          <EmptyState icon={SearchX} title="No matching applications">
            No application matches “{search}”. Try a name, an e-mail address, a phone number or a
            membership ID.
          </EmptyState>
        ) : (
          <EmptyState icon={Inbox} title="No Applications Yet">
            Membership applications will appear here once they are submitted.
          </EmptyState>
        )
      ) : (
        <div aria-busy={members.isPlaceholderData} className="grid gap-6">
          <MembersList members={members.data.items} page={members.data.page} />
          <Pager label="Pages of applications" list={members.data} onPageChange={setPage} />
        </div>
      )}
      {adding && (
        <AddMemberDialog
          onClose={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            setSearchResets(searchResets + 1);
            setSearch('');
          }}
        />
      )}
    </>
  );
}
