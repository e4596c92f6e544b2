import { caseMessages } from '@osi/shared';
import { Lock, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { serverMessage } from '@/lib/api-client';
import { useDeleteCase, useLockCase } from '../api/cases';

type CaseActionsProps = { id: string; name: string; canLock: boolean };

/** Delete (after the usual question) and, for a saved case, Lock (after the spec's warning). */
export function CaseActions({ id, name, canLock }: CaseActionsProps) {
  const remove = useDeleteCase(id);
  const lock = useLockCase(id);
  const [asking, setAsking] = useState<'delete' | 'lock' | null>(null);

  const confirm = () => {
    const [change, failed] =
      asking === 'lock' ? [lock, caseMessages.lockFailed] : [remove, caseMessages.removeFailed];
    change.mutate(undefined, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(serverMessage(error, failed)),
      onSettled: () => setAsking(null),
    });
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Delete ${name}`}
        onClick={() => setAsking('delete')}
      >
        <Trash2 aria-hidden="true" className="size-4 text-red-700" />
        Delete
      </Button>
      {canLock && (
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Lock ${name}`}
          onClick={() => setAsking('lock')}
        >
          <Lock aria-hidden="true" className="size-4" />
          Lock
        </Button>
      )}
      <ConfirmDialog
        open={asking !== null}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
        isConfirming={remove.isPending || lock.isPending}
        {...(asking === 'lock' ? { question: caseMessages.lockQuestion } : {})}
      />
    </div>
  );
}
