import { formatDateTime } from '@/utils/format';
import type { ApplicationKind } from '../application-kind';
import { RestoreApplicationButton } from './restore-application-button';

type DeletedNoticeProps = { kind: ApplicationKind; id: string; deletedAt: string };

/** Says the application was deleted, and when; Restore brings it back. */
export function DeletedNotice({ kind, id, deletedAt }: DeletedNoticeProps) {
  return (
    <div
      role="status"
      className="mb-6 flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>
        This application was deleted on{' '}
        <time dateTime={deletedAt}>{formatDateTime(deletedAt)}</time>. Restore it to bring it back
        to {kind.listName}.
      </p>
      <RestoreApplicationButton kind={kind} id={id} />
    </div>
  );
}
