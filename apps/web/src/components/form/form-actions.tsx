import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/utils/cn';
import { SubmitButton } from './submit-button';

type FormActionsProps = {
  onCancel: () => void;
  /** The submit button's words, and what it says while the form is being sent. */
  submitLabel: ReactNode;
  busyLabel: ReactNode;
  className?: string;
};

/** A dialog form's Cancel and submit buttons, submit last (first on narrow screens). */
export function FormActions({ onCancel, submitLabel, busyLabel, className }: FormActionsProps) {
  return (
    <div className={cn('flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)}>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <SubmitButton busyLabel={busyLabel}>{submitLabel}</SubmitButton>
    </div>
  );
}
