import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { AdminSection } from './admin-section';

type LoadedSectionProps<T> = {
  title: string;
  query: UseQueryResult<T>;
  /** The skeleton's height while the record loads, as a class. */
  loadingClassName: string;
  children: (data: T) => ReactNode;
};

/** A titled card of a back-office page editing one stored record: loading, failed, then its form. */
export function LoadedSection<T>({
  title,
  query,
  loadingClassName,
  children,
}: LoadedSectionProps<T>) {
  return (
    <AdminSection title={title}>
      {query.isPending ? (
        <Skeleton className={`mt-4 rounded-lg ${loadingClassName}`} />
      ) : query.isError ? (
        <div className="mt-4">
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        </div>
      ) : (
        children(query.data)
      )}
    </AdminSection>
  );
}
