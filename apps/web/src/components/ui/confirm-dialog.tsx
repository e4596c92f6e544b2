import { useId, useRef, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

type ConfirmDialogProps = {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the deletion runs, Confirm is disabled. */
  isConfirming?: boolean;
  question?: string;
  /** What confirming will do, when the question alone does not say. */
  children?: ReactNode;
};

/** Asks before anything is deleted. Focus starts on Cancel, the safe choice. */
export function ConfirmDialog({
  open,
  onConfirm,
  onCancel,
  isConfirming,
  question = 'Do you want to delete the Item?',
  children,
}: ConfirmDialogProps) {
  const titleId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);

  return (
    <Dialog open={open} onClose={onCancel} labelledBy={titleId} initialFocusRef={cancelRef}>
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {question}
      </h2>
      {children && <div className="mt-2 text-sm text-slate-700">{children}</div>}
      <div className="mt-6 flex justify-end gap-3">
        <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={isConfirming}>
          Confirm
        </Button>
      </div>
    </Dialog>
  );
}
