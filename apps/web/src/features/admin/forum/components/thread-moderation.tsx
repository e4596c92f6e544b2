import type { AdminForumThread, ThreadModerationAction } from '@osi/shared';
import { Eye, EyeOff, Lock, LockOpen, Pin, PinOff } from 'lucide-react';
import { DeleteButton, deleteWords } from '../../components/delete-button';
import { useDeleteThread, useModerateThread } from '../api/forum';
import { ModerationButton } from './moderation-button';

const threadDeleteWords = deleteWords(
  'the thread',
  'Delete this thread? Members will no longer see it.',
);

/** Pin, lock, hide (or undo each) and delete a thread. */
export function ThreadModeration({ thread }: { thread: AdminForumThread }) {
  const moderate = useModerateThread();
  const remove = useDeleteThread();
  if (thread.deleted) return <p className="text-sm text-slate-600">Deleted</p>;
  const act = (action: ThreadModerationAction) => () =>
    moderate.mutateAsync({ id: thread.id, action });
  const toggles: { action: ThreadModerationAction; text: string; Icon: typeof Pin }[] = [
    thread.pinned
      ? { action: 'unpin', text: 'Unpin', Icon: PinOff }
      : { action: 'pin', text: 'Pin', Icon: Pin },
    thread.locked
      ? { action: 'unlock', text: 'Unlock', Icon: LockOpen }
      : { action: 'lock', text: 'Lock', Icon: Lock },
    thread.hidden
      ? { action: 'unhide', text: 'Unhide', Icon: Eye }
      : { action: 'hide', text: 'Hide', Icon: EyeOff },
  ];

  return (
    <div className="flex flex-wrap gap-2">
      {toggles.map(({ action, text, Icon }) => (
        <ModerationButton
          key={action}
          onAct={act(action)}
          isActing={moderate.isPending}
          label={`${text} “${thread.title}”`}
        >
          <Icon aria-hidden="true" className="size-4" />
          {text}
        </ModerationButton>
      ))}
      <DeleteButton
        name={`“${thread.title}”`}
        words={threadDeleteWords}
        onDelete={() => remove.mutateAsync(thread.id)}
      />
    </div>
  );
}
