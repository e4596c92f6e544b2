import type { UseQueryResult } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { CardSkeletons } from '@/components/ui/card-skeletons';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryStates } from '@/components/ui/query-states';
import type { PageGroup } from '@/config/paths';
import { GroupPages } from '@/features/site/components/group-pages';

type Page<T> = { items: T[] };

/** A public list of content: skeleton cards while it loads, a retry on failure, a note when empty. */
export function ContentList<T>({
  query,
  empty,
  skeletons = 3,
  skeletonClassName = 'h-72 rounded-2xl',
  listClassName = 'sm:grid-cols-2 lg:grid-cols-3 gap-6',
  children,
}: {
  query: UseQueryResult<Page<T>>;
  empty: string;
  skeletons?: number;
  skeletonClassName?: string;
  listClassName?: string;
  children: (items: T[]) => ReactNode;
}) {
  return (
    <QueryStates
      query={query}
      loading={
        <CardSkeletons
          count={skeletons}
          className={skeletonClassName}
          listClassName={listClassName}
        />
      }
      isEmpty={(data) => data.items.length === 0}
      empty={
        <EmptyState icon={FileText} title="Nothing here yet">
          {empty}
        </EmptyState>
      }
    >
      {(data) => children(data.items)}
    </QueryStates>
  );
}

/** A content page's body: centred, with room around it; first the links to its `group`'s pages. */
export function ContentPageBody({ group, children }: { group?: PageGroup; children: ReactNode }) {
  return (
    <div className="bg-slate-50 px-4 py-10 sm:px-6 sm:py-14">
      <div className="mx-auto max-w-6xl">
        {group && <GroupPages group={group} />}
        {children}
      </div>
    </div>
  );
}
