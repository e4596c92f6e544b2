import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { deleteAction, ItemActions } from '@/components/ui/item-actions';
import { failureMessage } from '../utils/failure-message';

/** What a delete asks first, and the spec's words when it fails. */
export type DeleteWords = {
  question: string;
  /** When the server sent no message, and when it could not be reached. */
  failure: { noMessage: string; noAnswer: string };
};

/** The usual words: "Error deleting the post", "An error occurred while trying to delete the post". */
export const deleteWords = (what: string, question: string): DeleteWords => ({
  question,
  failure: {
    noMessage: `Error deleting ${what}`,
    noAnswer: `An error occurred while trying to delete ${what}`,
  },
});

type DeleteButtonProps = {
  /** Names the button for assistive technology: "Delete {name}". */
  name: string;
  words: DeleteWords;
  /** Runs the deletion and answers the server's message. */
  onDelete: () => Promise<{ message: string }>;
  label?: string;
};

/** Delete, after a question; the server's message follows as a toast. */
export function DeleteButton({ name, words, onDelete, label = 'Delete' }: DeleteButtonProps) {
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    setDeleting(true);
    try {
      toast.success((await onDelete()).message);
    } catch (error) {
      toast.error(failureMessage(error, words.failure));
    } finally {
      setDeleting(false);
      setAsking(false);
    }
  };

  return (
    <>
      <ItemActions item={name} actions={[deleteAction(() => setAsking(true), label)]} />
      <ConfirmDialog
        open={asking}
        question={words.question}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
        isConfirming={deleting}
      />
    </>
  );
}
