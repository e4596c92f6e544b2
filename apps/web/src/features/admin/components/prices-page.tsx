import { QueryStates } from '@/components/ui/query-states';
import type { UseQueryResult } from '@tanstack/react-query';
import { IndianRupee, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { AdminPageHeader } from './admin-page-header';

type PricesPageProps<T> = {
  title: string;
  description: string;
  onAdd: () => void;
  prices: UseQueryResult<T[]>;
  /** What the page says while there are no prices. */
  empty: { title: string; text: string };
  /** The table of the prices once loaded. */
  table: (prices: T[]) => ReactNode;
  /** The page's dialogs. */
  children: ReactNode;
};

/** A back-office page of prices: Add, then the table, its loading, its error or its empty state. */
export function PricesPage<T>({
  title,
  description,
  onAdd,
  prices,
  empty,
  table,
  children,
}: PricesPageProps<T>) {
  return (
    <>
      <AdminPageHeader
        title={title}
        description={description}
        actions={
          <Button onClick={onAdd}>
            <Plus aria-hidden="true" className="size-4" />
            Add
          </Button>
        }
      />
      <QueryStates
        query={prices}
        loading={
          <div className="grid gap-2">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-12 rounded-lg" />
            ))}
          </div>
        }
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState icon={IndianRupee} title={empty.title}>
            {empty.text}
          </EmptyState>
        }
      >
        {(data) => table(data)}
      </QueryStates>
      {children}
    </>
  );
}
