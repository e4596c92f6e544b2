import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { LoadError } from '@/components/ui/load-error';

/** No record has this id: none was ever stored, or the address is not an id at all. */
const isMissing = (error: Error) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

type ApplicationDetailsProps<T> = {
  record: UseQueryResult<T>;
  /** Shown instead of everything when there is no such record. */
  notFound: ReactNode;
  /** Shown above, from the first moment (with placeholders while loading). */
  header: ReactNode;
  /** The record's sections once it has loaded. */
  children: (record: T) => ReactNode;
};

/** A details page of the back office: its header, then the record, its loading or its error. */
export function ApplicationDetails<T>({
  record,
  notFound,
  header,
  children,
}: ApplicationDetailsProps<T>) {
  if (record.isError && isMissing(record.error)) return notFound;
  return (
    <>
      {header}
      {record.isError ? (
        <LoadError error={record.error} onRetry={() => void record.refetch()} />
      ) : record.data === undefined ? (
        <div className="grid gap-6" aria-hidden="true">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-56 rounded-xl" />
          ))}
        </div>
      ) : (
        children(record.data)
      )}
    </>
  );
}
