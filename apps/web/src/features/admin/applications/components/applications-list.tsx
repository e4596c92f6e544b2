import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CardSkeletons } from '@/components/ui/card-skeletons';
import { PagedList, type ListPage } from '@/components/ui/paged-list';
import { rowNumber } from '../../utils/paging';

/** One page of a back-office list, as the server answers for it. */
export type Page<T> = ListPage<T> & { total: number };

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
  card,
  ...shown
}: ApplicationsListProps<T>) {
  return (
    <PagedList {...shown} loading={<CardSkeletons count={5} className="h-24 rounded-xl" />}>
      {(item, index, page) => card(item, rowNumber(page, index))}
    </PagedList>
  );
}
