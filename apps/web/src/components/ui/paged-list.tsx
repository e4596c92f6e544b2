import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { Pager } from './pager';
import { QueryStates } from './query-states';

/** One page of a list, as the server answers for it. */
export type ListPage<T> = ComponentProps<typeof Pager>['list'] & { items: T[] };

type PagedListProps<T extends { id: string }> = {
  list: UseQueryResult<ListPage<T>>;
  /** Shown while the first page loads (skeletons). */
  loading: ReactNode;
  /** What shows when the page has no entries. */
  empty: ReactNode;
  /** Names the pager for assistive technology: "Pages of applications". */
  pagerLabel: string;
  onPageChange: (page: number) => void;
  /** One entry, by its place on the page and the page's number. */
  children: (item: T, index: number, page: number) => ReactNode;
};

/** A list a page at a time: loading, failed, empty, or the entries and the pager. */
export function PagedList<T extends { id: string }>({
  list,
  loading,
  empty,
  pagerLabel,
  onPageChange,
  children,
}: PagedListProps<T>) {
  return (
    <QueryStates
      query={list}
      loading={loading}
      isEmpty={(data) => data.items.length === 0}
      empty={empty}
    >
      {(data) => (
        <div aria-busy={list.isPlaceholderData} className="grid gap-6">
          <ul className="grid gap-3">
            {data.items.map((item, index) => (
              <li key={item.id}>{children(item, index, data.page)}</li>
            ))}
          </ul>
          <Pager label={pagerLabel} list={data} onPageChange={onPageChange} />
        </div>
      )}
    </QueryStates>
  );
}
