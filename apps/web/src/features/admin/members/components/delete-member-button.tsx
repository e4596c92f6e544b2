import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { failureMessage } from '../../utils/failure-message';
import { useDeleteMember } from '../api/delete-member';

/** Delete, after the spec's question; the application moves to Deleted Members. */
export function DeleteMemberButton({ id, name }: { id: string; name: string }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteMember();

  const confirm = () =>
    remove.mutate(id, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) =>
        toast.error(
          failureMessage(error, {
            noMessage: 'Error deleting member',
            noAnswer: 'An error occurred while trying to delete the member',
          }),
        ),
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
        question="Are you sure you want to delete this member Applications?"
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
        isConfirming={remove.isPending}
      />
    </>
  );
}
