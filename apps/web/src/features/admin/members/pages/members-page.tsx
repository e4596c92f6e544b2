import { Inbox, SearchX, UserPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ApplicationsList } from '../../applications/components/applications-list';
import { ExportAllLinks } from '../../applications/components/export-all-links';
import { AdminPageHeader } from '../../components/admin-page-header';
import { standingLabels, standings } from '@osi/shared';
import { FilterSelect } from '@/components/ui/filter-select';
import { useKeepPageInRange, useListFilter, useListParams } from '@/hooks/use-list-params';
import { totalLabel } from '../../utils/paging';
import { useMembers } from '../api/get-members';
import { MemberCard } from '../components/member-card';
import { MemberSearch } from '../components/member-search';
import { membershipApplications } from '../kind';

/** Loaded on the first press of Add: the form layer stays out of the list's first load. */
const AddMemberDialog = lazy(async () => ({
  default: (await import('../components/add-member-dialog')).AddMemberDialog,
}));

/** Membership applications: search, add by hand, export, page through, delete, view. */
export function MembersPage() {
  const { page, search, setPage, setSearch, showAll } = useListParams();
  const [standing, chooseStanding] = useListFilter('standing');
  const members = useMembers(page, search, standing);
  const [adding, setAdding] = useState(false);
  // A member added by hand shows at the top of the whole list, so the search box starts afresh
  // and the filter goes.
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
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <MemberSearch key={searchResets} initial={search} onSearch={setSearch} />
          <FilterSelect
            label="Standing"
            value={standing}
            onChange={chooseStanding}
            values={standings}
            placeholder="Every standing"
            labelOf={(value) => standingLabels[value as keyof typeof standingLabels]}
          />
        </div>
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
          <ExportAllLinks
            kind={membershipApplications}
            isEmpty={members.data?.total === 0 && !search && !standing}
            emptyMessage="No members loaded."
          />
        </div>
      </div>
      <ApplicationsList
        list={members}
        pagerLabel="Pages of applications"
        onPageChange={setPage}
        empty={
          search ? (
            <EmptyState icon={SearchX} title="No matching applications">
              No application matches “{search}”. Try a name, an e-mail address, a phone number or a
              membership ID.
            </EmptyState>
          ) : standing ? (
            <EmptyState icon={SearchX} title="No matching members">
              No member is {standingLabels[standing as keyof typeof standingLabels].toLowerCase()}.
            </EmptyState>
          ) : (
            <EmptyState icon={Inbox} title="No Applications Yet">
              Membership applications will appear here once they are submitted.
            </EmptyState>
          )
        }
        card={(member, number) => <MemberCard member={member} number={number} />}
      />
      {adding && (
        <Suspense fallback={null}>
          <AddMemberDialog
            onClose={() => setAdding(false)}
            onAdded={() => {
              setAdding(false);
              setSearchResets(searchResets + 1);
              showAll();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
