import { ThreadResults } from '@/features/forum/components/thread-results';
import { useKeepPageInRange, useListParams } from '@/hooks/use-list-params';
import { AdminPageHeader } from '../../components/admin-page-header';
import { useModeratedThreads } from '../api/forum';
import { ModeratedThreadCard } from '../components/moderated-thread-card';

/** /admindiscuss: every thread, with pin, lock, hide and delete. */
export function DiscussForumPage() {
  const listParams = useListParams();
  const threads = useModeratedThreads(listParams.page, listParams.search);
  useKeepPageInRange(listParams.page, threads.data?.totalPages, listParams.setPage);

  return (
    <>
      <AdminPageHeader
        title="Discuss forum"
        description="Moderate the members' discussion forum. Every action is recorded."
      />
      <div className="grid gap-6">
        <ThreadResults
          threads={threads}
          listParams={listParams}
          noThreads="Threads appear here once members start them."
          Thread={ModeratedThreadCard}
        />
      </div>
    </>
  );
}
