import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Pager } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useForumThread } from '../api/forum';
import { PageHeader } from '@/components/page-header';
import { PostCard } from '../components/post-card';
import { ReplyForm } from '../components/reply-form';

/** /discussion-forums/{slug}: a thread's posts, a page at a time, and the reply form. */
export function ThreadPage() {
  const { slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const requested = Number(params.get('page'));
  const page = Number.isInteger(requested) && requested > 1 ? requested : 1;
  const thread = useForumThread(slug, page);
  const setPage = (next: number) => setParams(next > 1 ? { page: String(next) } : {});

  return (
    <div className="bg-slate-50 px-4 py-10 sm:px-6 sm:py-14">
      <div className="mx-auto grid max-w-4xl gap-6">
        <Link
          to={paths.discussionForums}
          className={`${buttonClasses('ghost', 'sm')} justify-self-start`}
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          All threads
        </Link>
        {thread.isPending ? (
          <Skeleton className="h-64 rounded-2xl" />
        ) : thread.isError ? (
          <Alert tone="error">{thread.error.message}</Alert>
        ) : (
          <>
            <PageHeader
              title={thread.data.thread.title}
              lead={`${thread.data.thread.category.name} · started by ${thread.data.thread.author.name}`}
            />
            <ol aria-busy={thread.isPlaceholderData} className="grid gap-4">
              {thread.data.posts.items.map((post) => (
                <li key={post.id}>
                  <PostCard
                    post={post}
                    threadTitle={thread.data.thread.title}
                    onThreadDeleted={() => void navigate(paths.discussionForums)}
                  />
                </li>
              ))}
            </ol>
            {thread.data.posts.totalPages > 1 && (
              <Pager label="Pages of posts" list={thread.data.posts} onPageChange={setPage} />
            )}
            {thread.data.thread.locked ? (
              <Alert tone="info" title="This thread is locked">
                The moderators have closed it to new replies.
              </Alert>
            ) : (
              <section aria-labelledby="reply-heading" className="grid gap-3">
                <h2 id="reply-heading" className="text-xl font-semibold text-slate-900">
                  Reply
                </h2>
                <ReplyForm
                  slug={slug}
                  onReplied={() => setPage(Math.max(page, thread.data.posts.totalPages))}
                />
              </section>
            )}
          </>
        )}
      </div>
    </div>
  );
}
