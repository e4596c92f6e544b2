import type { ReactNode } from 'react';
import { toast } from 'react-toastify/unstyled';
import { Button } from '@/components/ui/button';
import { failureMessage } from '../../utils/failure-message';

const failure = {
  noMessage: 'The change could not be made.',
  noAnswer: 'An error occurred. Please try again.',
};

/** One moderation action (pin, lock, hide…): the server's message follows as a toast. */
export function ModerationButton({
  onAct,
  isActing,
  label,
  children,
}: {
  onAct: () => Promise<{ message: string }>;
  isActing: boolean;
  /** The button's accessible name, naming what it acts on. */
  label: string;
  children: ReactNode;
}) {
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={label}
      disabled={isActing}
      onClick={() =>
        void onAct().then(
          ({ message }) => toast.success(message),
          (error: unknown) => toast.error(failureMessage(error, failure)),
        )
      }
    >
      {children}
    </Button>
  );
}
