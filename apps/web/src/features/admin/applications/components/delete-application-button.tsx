import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { failureMessage } from '../../utils/failure-message';
import { useDeleteApplication } from '../api/delete-application';
import type { ApplicationKind } from '../application-kind';

type DeleteApplicationButtonProps = { kind: ApplicationKind; id: string; name: string };

/** Delete, after the spec's question; a soft delete the application can be restored from. */
export function DeleteApplicationButton({ kind, id, name }: DeleteApplicationButtonProps) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteApplication(kind);

  const confirm = () =>
    remove.mutate(id, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(failureMessage(error, kind.deleteFailed)),
      onSettled: () => setAsking(false),
    });

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setAsking(true)}
        aria-label={`Delete ${name}`}
      >
        <Trash2 aria-hidden="true" className="size-4 text-red-700" />
        Delete
      </Button>
      <ConfirmDialog
        open={asking}
        question={kind.deleteQuestion}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
        isConfirming={remove.isPending}
      />
    </>
  );
}
