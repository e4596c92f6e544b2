import type { AdminForumThread } from '@osi/shared';
import { Badge } from '@/components/ui/badge';

/** What moderation has done to a thread, as badges. */
export function ThreadFlags({ thread }: { thread: AdminForumThread }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      {thread.pinned && <Badge tone="green">Pinned</Badge>}
      {thread.locked && <Badge tone="yellow">Locked</Badge>}
      {thread.hidden && <Badge tone="grey">Hidden</Badge>}
      {thread.deleted && <Badge tone="red">Deleted</Badge>}
    </span>
  );
}
