import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';

type Outcome = { message: string };

/** Tells the administrator how a change went: the server's message either way. */
export const showOutcome = {
  onSuccess: ({ message }: Outcome) => toast.success(message),
  onError: (error: Error) => toast.error(error.message),
};

/**
 * The state of a list whose records are added, edited and deleted in dialogs: which record is
 * open in the editor (`'new'` for one being added) and which awaits confirmation of its deletion.
 */
export function useRecordEditing<T extends { id: string }>(
  remove: UseMutationResult<Outcome, Error, string>,
) {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, { ...showOutcome, onSettled: () => setDeleting(null) });
  };

  return {
    editing,
    /** The record open in the editor, or undefined while a new one is being added. */
    updating: editing === 'new' ? undefined : (editing ?? undefined),
    add: () => setEditing('new'),
    edit: (record: T) => setEditing(record),
    closeEditor: () => setEditing(null),
    deleting,
    askToDelete: (record: T) => setDeleting(record),
    /** The props of the `ConfirmDialog` that asks before `deleting` is deleted. */
    confirmation: {
      open: deleting !== null,
      onConfirm: confirmDelete,
      onCancel: () => setDeleting(null),
      isConfirming: remove.isPending,
    },
  };
}
