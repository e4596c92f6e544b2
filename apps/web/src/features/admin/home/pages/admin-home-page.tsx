import { QueryStates } from '@/components/ui/query-states';
import { useId } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { AdminPageHeader } from '../../components/admin-page-header';
import { useOverview } from '../api/get-overview';
import { OverviewCounts } from '../components/overview-counts';
import { RecentActivity } from '../components/recent-activity';
import { YearAtAGlance } from '../components/year-at-a-glance';

function OverviewSkeleton() {
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Skeleton className="h-52 rounded-2xl" />
      <div className="grid gap-4 sm:grid-cols-2 lg:col-span-2">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-20 rounded-xl" />
        ))}
      </div>
    </div>
  );
}

export function AdminHomePage() {
  const overview = useOverview();
  const activityHeadingId = useId();
  return (
    <>
      <AdminPageHeader
        title="Overview"
        description="Where the society's memberships stand, and what happened lately."
      />
      <QueryStates query={overview} loading={<OverviewSkeleton />}>
        {(data) => (
          <>
            <OverviewCounts overview={data} />
            <YearAtAGlance />
            <section aria-labelledby={activityHeadingId} className="mt-10">
              <h2 id={activityHeadingId} className="mb-3 text-lg font-semibold text-slate-900">
                Recent activity
              </h2>
              <RecentActivity activity={data.recentActivity} />
            </section>
          </>
        )}
      </QueryStates>
    </>
  );
}
