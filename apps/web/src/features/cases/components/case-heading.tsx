import type { Case } from '@osi/shared';
import { Badge } from '@/components/ui/badge';
import { capitalise } from '@/utils/capitalise';
import { formatDateTime } from '@/utils/format';

/** "Case N - Category", whether it is locked, and when it was added. */
export function CaseHeading({ item, number }: { item: Case; number: number }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h3 className="font-semibold text-slate-900">
        Case {number} - {capitalise(item.category)}
      </h3>
      <div className="flex items-center gap-2 text-xs text-slate-600">
        <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
        {item.isLocked ? (
          <Badge tone="green">Locked</Badge>
        ) : item.isSaved ? (
          <Badge tone="yellow">Unlocked</Badge>
        ) : (
          <Badge tone="grey">New</Badge>
        )}
      </div>
    </div>
  );
}
