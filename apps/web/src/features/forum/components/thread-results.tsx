import type { UseQueryResult } from '@tanstack/react-query';
import { MessagesSquare, SearchX } from 'lucide-react';
import type { ComponentType } from 'react';
import { CardSkeletons } from '@/components/ui/card-skeletons';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedList, type ListPage } from '@/components/ui/paged-list';
import { SearchBox } from '@/components/ui/search-box';
import type { ListParams } from '@/hooks/use-list-params';

type ThreadResultsProps<T extends { id: string }> = {
  threads: UseQueryResult<ListPage<T>>;
  /** The page and search the threads were asked for, kept in the address. */
  listParams: ListParams;
  /** What an empty forum says, to members or to moderators. */
  noThreads: string;
  /** How each thread is drawn: a member's row, or a moderator's card. */
  Thread: ComponentType<{ thread: T }>;
};

/** Searching thread titles and paging through the threads, for members and moderators alike. */
export function ThreadResults<T extends { id: string }>({
  threads,
  listParams: { search, setSearch, setPage },
  noThreads,
  Thread,
}: ThreadResultsProps<T>) {
  return (
    <>
      <SearchBox
        initial={search}
        onSearch={setSearch}
        label="Search threads"
        placeholder="Search thread titles"
      />
      <PagedList
        list={threads}
        loading={<CardSkeletons count={4} className="h-24 rounded-2xl" />}
        empty={
          search ? (
            <EmptyState icon={SearchX} title="No threads found">
              No thread title matches “{search}”.
            </EmptyState>
          ) : (
            <EmptyState icon={MessagesSquare} title="No threads yet">
              {noThreads}
            </EmptyState>
          )
        }
        pagerLabel="Pages of threads"
        onPageChange={setPage}
      >
        {(thread) => <Thread thread={thread} />}
      </PagedList>
    </>
  );
}
