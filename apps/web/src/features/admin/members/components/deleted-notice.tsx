import { formatDateTime } from '@/utils/format';
import { RestoreMemberButton } from './restore-member-button';

/** Says the application was deleted, and when; Restore brings it back. */
export function DeletedNotice({ id, deletedAt }: { id: string; deletedAt: string }) {
  return (
    <div
      role="status"
      className="mb-6 flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>
        This application was deleted on{' '}
        <time dateTime={deletedAt}>{formatDateTime(deletedAt)}</time>. Restore it to bring it back
        to the membership applications.
      </p>
      <RestoreMemberButton id={id} />
    </div>
  );
}
