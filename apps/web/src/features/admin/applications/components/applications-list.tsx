import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Pager } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/ui/load-error';
import { rowNumber } from '../../utils/paging';

type Page<T> = {
  items: T[];
  page: number;
  totalPages: number;
  total: number;
  totalIsCapped: boolean;
};

type ApplicationsListProps<T extends { id: string }> = {
  list: UseQueryResult<Page<T>>;
  /** What shows when the page has no entries. */
  empty: ReactNode;
  /** Names the pager for assistive technology: "Pages of applications". */
  pagerLabel: string;
  onPageChange: (page: number) => void;
  /** One entry's card, numbered on from the pages before. */
  card: (item: T, number: number) => ReactNode;
};

/** A page of a back-office list: placeholders while loading, the error, the empty state, or the cards and the pager. */
export function ApplicationsList<T extends { id: string }>({
  list,
  empty,
  pagerLabel,
  onPageChange,
  card,
}: ApplicationsListProps<T>) {
  if (list.isPending) {
    return (
      <div className="grid gap-3" aria-hidden="true">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-24 rounded-xl" />
        ))}
      </div>
    );
  }
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.items.length === 0) return empty;
  return (
    <div aria-busy={list.isPlaceholderData} className="grid gap-6">
      <ul className="grid gap-3">
        {list.data.items.map((item, index) => (
          <li key={item.id}>{card(item, rowNumber(list.data.page, index))}</li>
        ))}
      </ul>
      <Pager label={pagerLabel} list={list.data} onPageChange={onPageChange} />
    </div>
  );
}
