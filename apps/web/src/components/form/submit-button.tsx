import type { ComponentProps, ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useFormUploads } from './form-context';

type SubmitButtonProps = Omit<ComponentProps<typeof Button>, 'type' | 'children'> & {
  children: ReactNode;
  /** What the button says while the form is being sent, e.g. the spec's "Submitting...". */
  busyLabel: ReactNode;
};

/**
 * The form's submit button: disabled and saying `busyLabel` while the form is being sent, and
 * disabled while a file of the form is being uploaded.
 */
export function SubmitButton({ children, busyLabel, disabled, ...props }: SubmitButtonProps) {
  const { isSubmitting } = useFormState();
  const uploading = useFormUploads().running > 0;
  return (
    <Button
      type="submit"
      disabled={disabled || isSubmitting || uploading}
      aria-busy={isSubmitting}
      {...props}
    >
      {isSubmitting ? busyLabel : children}
    </Button>
  );
}
