import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { failureMessage } from '../utils/failure-message';

type DeleteButtonProps = {
  /** Names the button for assistive technology: "Delete {name}". */
  name: string;
  question: string;
  /** Runs the deletion and answers the server's message. */
  onDelete: () => Promise<{ message: string }>;
  isDeleting: boolean;
  /** The spec's words when the server sent none, and when it could not be reached. */
  failure: { noMessage: string; noAnswer: string };
  label?: string;
};

/** Delete, after a question; the server's message follows as a toast. */
export function DeleteButton({
  name,
  question,
  onDelete,
  isDeleting,
  failure,
  label = 'Delete',
}: DeleteButtonProps) {
  const [asking, setAsking] = useState(false);

  const confirm = async () => {
    try {
      toast.success((await onDelete()).message);
    } catch (error) {
      toast.error(failureMessage(error, failure));
    } finally {
      setAsking(false);
    }
  };

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setAsking(true)}
        aria-label={`${label} ${name}`}
      >
        <Trash2 aria-hidden="true" className="size-4 text-red-700" />
        {label}
      </Button>
      <ConfirmDialog
        open={asking}
        question={question}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
        isConfirming={isDeleting}
      />
    </>
  );
}
