import { MessagesSquare, SearchX } from 'lucide-react';
import { generatePath, Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Pager } from '@/components/ui/pager';
import { SearchBox } from '@/components/ui/search-box';
import { Skeleton } from '@/components/ui/skeleton';
import { adminPaths } from '@/config/paths';
import { useKeepPageInRange, useListParams } from '@/hooks/use-list-params';
import { formatDateTime } from '@/utils/format';
import { AdminPageHeader } from '../../components/admin-page-header';
import { LoadError } from '../../components/load-error';
import { useModeratedThreads } from '../api/forum';
import { ThreadFlags } from '../components/thread-flags';
import { ThreadModeration } from '../components/thread-moderation';

/** /admindiscuss: every thread, with pin, lock, hide and delete. */
export function DiscussForumPage() {
  const { page, search, setPage, setSearch } = useListParams();
  const threads = useModeratedThreads(page, search);
  useKeepPageInRange(page, threads.data?.totalPages, setPage);

  return (
    <>
      <AdminPageHeader
        title="Discuss forum"
        description="Moderate the members' discussion forum. Every action is recorded."
      />
      <SearchBox
        className="mb-6"
        initial={search}
        onSearch={setSearch}
        label="Search threads"
        placeholder="Search thread titles"
      />
      {threads.isPending ? (
        <Skeleton className="h-48 rounded-xl" />
      ) : threads.isError ? (
        <LoadError error={threads.error} onRetry={() => void threads.refetch()} />
      ) : threads.data.items.length === 0 ? (
        search ? (
          <EmptyState icon={SearchX} title="No matching threads">
            No thread title matches “{search}”.
          </EmptyState>
        ) : (
          <EmptyState icon={MessagesSquare} title="No threads yet">
            Threads appear here once members start them.
          </EmptyState>
        )
      ) : (
        <div aria-busy={threads.isPlaceholderData} className="grid gap-6">
          <ul className="grid gap-3">
            {threads.data.items.map((thread) => (
              <li key={thread.id}>
                <article className="grid gap-3 rounded-xl bg-white p-5 ring-1 ring-slate-200">
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 className="font-semibold break-words text-slate-900">
                      <Link
                        to={generatePath(adminPaths.discussForumThread, { id: thread.id })}
                        className="underline-offset-4 hover:underline"
                      >
                        {thread.title}
                      </Link>
                    </h2>
                    <ThreadFlags thread={thread} />
                  </div>
                  <p className="text-sm text-slate-600">
                    {thread.category.name} · {thread.author.name} · {thread.replyCount} replies ·
                    last post {formatDateTime(thread.lastPostAt)}
                  </p>
                  <ThreadModeration thread={thread} />
                </article>
              </li>
            ))}
          </ul>
          <Pager label="Pages of threads" list={threads.data} onPageChange={setPage} />
        </div>
      )}
    </>
  );
}
