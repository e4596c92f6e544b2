import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryStates } from '@/components/ui/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { PageSection } from './page-section';

/** A titled list of what the back office has sent: loading, failed, none yet, or the sent items. */
export function SentHistory<T>({
  title,
  className,
  sent,
  none,
  children,
}: {
  title: string;
  className?: string;
  sent: UseQueryResult<{ items: T[] }>;
  /** What the section says while nothing has been sent. */
  none: string;
  children: (items: T[]) => ReactNode;
}) {
  return (
    <PageSection title={title} className={className}>
      <QueryStates
        query={sent}
        loading={<Skeleton className="h-32 rounded-xl" />}
        isEmpty={(data) => data.items.length === 0}
        empty={<p className="text-sm text-slate-600">{none}</p>}
      >
        {(data) => children(data.items)}
      </QueryStates>
    </PageSection>
  );
}
