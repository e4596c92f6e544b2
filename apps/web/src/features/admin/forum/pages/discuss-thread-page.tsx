import { QueryStates } from '@/components/ui/query-states';
import { ArrowLeft, Eye, EyeOff } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { adminPaths } from '@/config/paths';
import { formatDateTime } from '@/utils/format';
import { AdminPageHeader } from '../../components/admin-page-header';
import { DeleteButton, deleteWords } from '../../components/delete-button';
import { useDeleteForumPost, useModeratePost, useModeratedThread } from '../api/forum';
import { ModerationButton } from '../components/moderation-button';
import { ThreadFlags } from '../components/thread-flags';
import { ThreadModeration } from '../components/thread-moderation';

const postDeleteWords = deleteWords(
  'the post',
  'Delete this post? Members will no longer see its text.',
);

/** /admindiscuss/{id}: one thread with every post, hidden and deleted ones included. */
export function DiscussThreadPage() {
  const { id = '' } = useParams();
  const detail = useModeratedThread(id);
  const moderate = useModeratePost();
  const remove = useDeleteForumPost();

  return (
    <>
      <Link to={adminPaths.discussForum} className={`${buttonClasses('ghost', 'sm')} mb-4`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        All threads
      </Link>
      <QueryStates query={detail} loading={<Skeleton className="h-64 rounded-xl" />}>
        {(data) => (
          <>
            <AdminPageHeader
              title={data.thread.title}
              description={
                <>
                  {data.thread.category.name} · {data.thread.author.name}{' '}
                  <ThreadFlags thread={data.thread} />
                </>
              }
            />
            <div className="mb-6">
              <ThreadModeration thread={data.thread} />
            </div>
            <ol className="grid gap-3">
              {data.posts.map((post) => (
                <li key={post.id}>
                  <article
                    aria-label={`Post by ${post.author.name}`}
                    className="grid gap-2 rounded-xl bg-white p-5 ring-1 ring-slate-200"
                  >
                    <p className="flex flex-wrap items-center gap-2 text-sm">
                      <span className="font-semibold text-slate-900">{post.author.name}</span>
                      <span className="text-slate-600">{formatDateTime(post.createdAt)}</span>
                      {post.removed && (
                        <Badge tone={post.removed === 'hidden' ? 'grey' : 'red'}>
                          {post.removed}
                        </Badge>
                      )}
                    </p>
                    <p className="break-words whitespace-pre-line text-slate-800">{post.body}</p>
                    {post.removed !== 'deleted' && (
                      <div className="flex flex-wrap gap-2">
                        <ModerationButton
                          label={`${post.removed === 'hidden' ? 'Unhide' : 'Hide'} the post by ${post.author.name}`}
                          isActing={moderate.isPending}
                          onAct={() =>
                            moderate.mutateAsync({
                              id: post.id,
                              action: post.removed === 'hidden' ? 'unhide' : 'hide',
                            })
                          }
                        >
                          {post.removed === 'hidden' ? (
                            <Eye aria-hidden="true" className="size-4" />
                          ) : (
                            <EyeOff aria-hidden="true" className="size-4" />
                          )}
                          {post.removed === 'hidden' ? 'Unhide' : 'Hide'}
                        </ModerationButton>
                        <DeleteButton
                          name={`the post by ${post.author.name}`}
                          words={postDeleteWords}
                          onDelete={() => remove.mutateAsync(post.id)}
                        />
                      </div>
                    )}
                  </article>
                </li>
              ))}
            </ol>
          </>
        )}
      </QueryStates>
    </>
  );
}
