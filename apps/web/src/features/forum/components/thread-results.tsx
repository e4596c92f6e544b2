import type { UseQueryResult } from '@tanstack/react-query';
import { MessagesSquare, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { CardSkeletons } from '@/components/ui/card-skeletons';
import { EmptyState } from '@/components/ui/empty-state';
import { Pager } from '@/components/ui/pager';
import { QueryStates } from '@/components/ui/query-states';
import { SearchBox } from '@/components/ui/search-box';

type ThreadPage<T> = {
  items: T[];
  page: number;
  totalPages: number;
  totalIsCapped: boolean;
};

type ThreadResultsProps<T extends { id: string }> = {
  threads: UseQueryResult<ThreadPage<T>>;
  search: string;
  onSearch: (search: string) => void;
  onPageChange: (page: number) => void;
  /** What an empty forum says, to members or to moderators. */
  noThreads: string;
  children: (thread: T) => ReactNode;
};

/** Searching thread titles and paging through the threads, for members and moderators alike. */
export function ThreadResults<T extends { id: string }>({
  threads,
  search,
  onSearch,
  onPageChange,
  noThreads,
  children,
}: ThreadResultsProps<T>) {
  return (
    <>
      <SearchBox
        initial={search}
        onSearch={onSearch}
        label="Search threads"
        placeholder="Search thread titles"
      />
      <QueryStates
        query={threads}
        loading={<CardSkeletons count={4} className="h-24 rounded-2xl" />}
        isEmpty={(data) => data.items.length === 0}
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
      >
        {(data) => (
          <div aria-busy={threads.isPlaceholderData} className="grid gap-6">
            <ul className="grid gap-3">
              {data.items.map((thread) => (
                <li key={thread.id}>{children(thread)}</li>
              ))}
            </ul>
            <Pager label="Pages of threads" list={data} onPageChange={onPageChange} />
          </div>
        )}
      </QueryStates>
    </>
  );
}
