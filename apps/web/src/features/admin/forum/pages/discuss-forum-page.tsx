import { MessagesSquare, SearchX } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { Pager } from '@/components/ui/pager';
import { SearchBox } from '@/components/ui/search-box';
import { CardSkeletons } from '@/components/ui/card-skeletons';
import { QueryStates } from '@/components/ui/query-states';
import { useKeepPageInRange, useListParams } from '@/hooks/use-list-params';
import { AdminPageHeader } from '../../components/admin-page-header';
import { useModeratedThreads } from '../api/forum';
import { ModeratedThreadCard } from '../components/moderated-thread-card';

/** /admindiscuss: every thread, with pin, lock, hide and delete. */
export function DiscussForumPage() {
  const { page, search, setPage, setSearch } = useListParams();
  const threads = useModeratedThreads(page, search);
  useKeepPageInRange(page, threads.data?.totalPages, setPage);

  return (
    <>
      <AdminPageHeader
        title="Discuss forum"
        description="Moderate the members' discussion forum. Every action is recorded."
      />
      <SearchBox
        className="mb-6"
        initial={search}
        onSearch={setSearch}
        label="Search threads"
        placeholder="Search thread titles"
      />
      <QueryStates
        query={threads}
        loading={<CardSkeletons count={3} className="h-32 rounded-xl" />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          search ? (
            <EmptyState icon={SearchX} title="No matching threads">
              No thread title matches “{search}”.
            </EmptyState>
          ) : (
            <EmptyState icon={MessagesSquare} title="No threads yet">
              Threads appear here once members start them.
            </EmptyState>
          )
        }
      >
        {(data) => (
          <div aria-busy={threads.isPlaceholderData} className="grid gap-6">
            <ul className="grid gap-3">
              {data.items.map((thread) => (
                <li key={thread.id}>
                  <ModeratedThreadCard thread={thread} />
                </li>
              ))}
            </ul>
            <Pager label="Pages of threads" list={data} onPageChange={setPage} />
          </div>
        )}
      </QueryStates>
    </>
  );
}
