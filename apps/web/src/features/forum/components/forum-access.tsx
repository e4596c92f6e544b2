import { forumClosedCode, forumMessages } from '@osi/shared';
import { Lock } from 'lucide-react';
import { Link, Outlet } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { PageHeader } from '@/components/page-header';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/utils/cn';
import { useForumCategories } from '../api/forum';

/**
 * The forum pages, for members in good standing. A signed-in member whose application is
 * pending or was declined, or whose membership lapsed, is told why the forum is closed to them
 * (decisions 053 and 075), in the server's words, instead of pages that fail.
 */
export function ForumAccess() {
  const categories = useForumCategories();
  const closed =
    categories.error instanceof ApiError && categories.error.code === forumClosedCode
      ? categories.error.message
      : undefined;

  if (categories.isPending) {
    return (
      <div className="flex justify-center py-24">
        <Spinner />
      </div>
    );
  }
  if (!closed) return <Outlet />;
  return (
    <div className="bg-slate-50 px-4 py-10 sm:px-6 sm:py-14">
      <div className="mx-auto grid max-w-3xl gap-8">
        <PageHeader title="Discussion Forums" />
        <EmptyState
          icon={Lock}
          title={
            closed === forumMessages.lapsedMember
              ? 'The forum is for current members'
              : 'The forum is for approved members'
          }
        >
          <p>{closed}</p>
          <Link to={paths.dashboard} className={cn(buttonClasses('secondary'), 'mt-4')}>
            Go to your dashboard
          </Link>
        </EmptyState>
      </div>
    </div>
  );
}
