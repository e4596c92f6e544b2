import type { ForumThreadSummary } from '@osi/shared';
import { Lock, MessageSquare, Pin } from 'lucide-react';
import { generatePath, Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatCount, formatDateTime } from '@/utils/format';

/** One thread in the list: title, category, who started it, replies and the latest activity. */
export function ThreadListItem({ thread }: { thread: ForumThreadSummary }) {
  return (
    <article className="flex flex-col gap-2 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
          {thread.pinned && <Pin aria-label="Pinned" className="size-4 shrink-0 text-brand-700" />}
          {thread.locked && <Lock aria-label="Locked" className="size-4 shrink-0 text-slate-500" />}
          <Link
            to={generatePath(paths.discussionForum, { slug: thread.slug })}
            className="break-words underline-offset-4 hover:text-brand-800 hover:underline"
          >
            {thread.title}
          </Link>
        </h2>
        <p className="text-sm text-slate-600">
          {thread.category.name} · started by {thread.author.name}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-4 text-sm text-slate-600">
        <span className="inline-flex items-center gap-1">
          <MessageSquare aria-hidden="true" className="size-4" />
          {formatCount(thread.replyCount, 'reply', 'replies')}
        </span>
        <span>Last post {formatDateTime(thread.lastPostAt)}</span>
      </div>
    </article>
  );
}
