import type { ForumPost } from '@osi/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { MemberPhoto } from '@/components/member-photo';
import { serverMessage } from '@/lib/api-client';
import { formatDateTime } from '@/utils/format';
import { useDeletePost } from '../api/forum';
import { EditPostDialog } from './edit-post-dialog';

const removedText = {
  deleted: 'This post was deleted by its author.',
  hidden: 'This post was hidden by the moderators.',
} as const;

type PostCardProps = {
  post: ForumPost;
  /** The thread's title, which editing the opening post can change. */
  threadTitle: string;
  onThreadDeleted: () => void;
};

/** One post: who wrote it and when, its text, and Edit and Delete while its author still may. */
export function PostCard({ post, threadTitle, onThreadDeleted }: PostCardProps) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeletePost();

  const confirmDelete = () =>
    remove.mutate(post.id, {
      onSuccess: ({ message }) => {
        toast.success(message);
        if (post.isOpening) onThreadDeleted();
      },
      onError: (error) => toast.error(serverMessage(error, 'Could not delete the post.')),
      onSettled: () => setDeleting(false),
    });

  return (
    <article
      aria-label={`${post.isOpening ? 'Opening post' : 'Reply'} by ${post.author.name}`}
      className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <MemberPhoto
        url={post.author.profilePictureUrl}
        name={post.author.name}
        className="size-10 shrink-0"
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm">
          <span className="font-semibold text-slate-900">{post.author.name}</span>{' '}
          <span className="text-slate-600">
            {formatDateTime(post.createdAt)}
            {post.editedAt && ' · edited'}
          </span>
        </p>
        {post.removed ? (
          <p className="mt-2 text-sm text-slate-500 italic">{removedText[post.removed]}</p>
        ) : (
          <p className="mt-2 break-words whitespace-pre-line text-slate-800">{post.body}</p>
        )}
        {post.editableUntil && (
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden="true" className="size-4 text-red-700" />
              Delete
            </Button>
            <span className="text-xs text-slate-500">
              You can change this post until {formatDateTime(post.editableUntil)}.
            </span>
          </div>
        )}
      </div>
      {editing && (
        <EditPostDialog post={post} threadTitle={threadTitle} onClose={() => setEditing(false)} />
      )}
      <ConfirmDialog
        open={deleting}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(false)}
        isConfirming={remove.isPending}
      >
        {post.isOpening && 'Deleting the opening post deletes the whole thread.'}
      </ConfirmDialog>
    </article>
  );
}
