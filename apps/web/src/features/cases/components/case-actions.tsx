import { caseMessages } from '@osi/shared';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { deleteAction, ItemActions, type ItemAction } from '@/components/ui/item-actions';
import { serverMessage } from '@/lib/api-client';
import { useDeleteCase, useLockCase } from '../api/cases';

type CaseActionsProps = { id: string; name: string; canLock: boolean };

/** Delete (after the usual question) and, for a saved case, Lock (after the spec's warning). */
export function CaseActions({ id, name, canLock }: CaseActionsProps) {
  const remove = useDeleteCase(id);
  const lock = useLockCase(id);
  const [asking, setAsking] = useState<'delete' | 'lock' | null>(null);

  const lockAction: ItemAction = {
    label: 'Lock',
    Icon: Lock,
    variant: 'secondary',
    run: () => setAsking('lock'),
  };

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
      <ItemActions
        item={name}
        actions={[deleteAction(() => setAsking('delete')), ...(canLock ? [lockAction] : [])]}
      />
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
