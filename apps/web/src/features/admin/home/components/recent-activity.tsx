import { History } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDateTime } from '@/utils/format';
import type { Activity } from '../api/get-overview';
import { activityActor, activityLink, activityTitle } from '../utils/activity-text';

function ActivityItem({ activity }: { activity: Activity }) {
  const link = activityLink(activity);
  return (
    <li className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-medium text-slate-900">{activityTitle(activity)}</p>
        <p className="text-sm text-slate-600">
          {activityActor(activity)} ·{' '}
          <time dateTime={activity.createdAt}>{formatDateTime(activity.createdAt)}</time>
        </p>
      </div>
      {link && (
        <Link
          to={link}
          className="text-sm font-semibold text-brand-700 underline underline-offset-4"
        >
          View member
        </Link>
      )}
    </li>
  );
}

export function RecentActivity({ activity }: { activity: Activity[] }) {
  if (activity.length === 0) {
    return (
      <EmptyState icon={History} title="No activity yet">
        New applications and every change made in the back office will be listed here.
      </EmptyState>
    );
  }
  return (
    <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {activity.map((item) => (
        <ActivityItem key={item.id} activity={item} />
      ))}
    </ol>
  );
}
