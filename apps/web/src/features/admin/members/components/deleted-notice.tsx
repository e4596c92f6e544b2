import { RotateCcw } from 'lucide-react';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/utils/format';
import { useRestoreMember } from '../api/restore-member';

/** Says the application was deleted, and when; Restore brings it back. */
export function DeletedNotice({ id, deletedAt }: { id: string; deletedAt: string }) {
  const restore = useRestoreMember();
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
      <Button
        variant="secondary"
        disabled={restore.isPending}
        onClick={() =>
          restore.mutate(id, {
            onSuccess: ({ message }) => toast.success(message),
            onError: (error) => toast.error(error.message),
          })
        }
      >
        <RotateCcw aria-hidden="true" className="size-4" />
        Restore
      </Button>
    </div>
  );
}
