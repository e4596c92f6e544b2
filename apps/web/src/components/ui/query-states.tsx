import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error';

type QueryStatesProps<T> = {
  query: UseQueryResult<T>;
  /** Shown while the first answer loads (skeletons). */
  loading: ReactNode;
  /** Whether the answer has nothing to show, and what to say then; a record is never empty. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
};

/** A query's states: loading, failed (with Try again), empty for a list, and what it holds. */
export function QueryStates<T>({ query, loading, isEmpty, empty, children }: QueryStatesProps<T>) {
  if (query.isPending) return loading;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return isEmpty?.(query.data) ? empty : children(query.data);
}
