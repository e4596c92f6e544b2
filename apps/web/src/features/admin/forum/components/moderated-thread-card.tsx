import type { AdminForumThread } from '@osi/shared';
import { generatePath, Link } from 'react-router';
import { adminPaths } from '@/config/paths';
import { formatCount, formatDateTime } from '@/utils/format';
import { ThreadFlags } from './thread-flags';
import { ThreadModeration } from './thread-moderation';

/** A thread in the Discuss forum list: its state, where it stands, and the moderation actions. */
export function ModeratedThreadCard({ thread }: { thread: AdminForumThread }) {
  return (
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
        {thread.category.name} · {thread.author.name} ·{' '}
        {formatCount(thread.replyCount, 'reply', 'replies')} · last post{' '}
        {formatDateTime(thread.lastPostAt)}
      </p>
      <ThreadModeration thread={thread} />
    </article>
  );
}
