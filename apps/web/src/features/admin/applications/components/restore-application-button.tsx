import { RotateCcw } from 'lucide-react';
import type { ComponentProps } from 'react';
import { toast } from 'react-toastify/unstyled';
import { Button } from '@/components/ui/button';
import { useRestoreApplication } from '../api/restore-application';
import type { ApplicationKind } from '../application-kind';

type RestoreApplicationButtonProps = { kind: ApplicationKind; id: string } & Pick<
  ComponentProps<typeof Button>,
  'aria-label' | 'size'
>;

/** Restore: brings a deleted application back to its list. */
export function RestoreApplicationButton({ kind, id, ...props }: RestoreApplicationButtonProps) {
  const restore = useRestoreApplication(kind);
  return (
    <Button
      {...props}
      variant="secondary"
      disabled={restore.isPending}
      onClick={() =>
        restore.mutate(id, {
          onSuccess: ({ message }) => toast.success(message),
          onError: (error) => toast.error(error.message),
        })
      }
    >
      <RotateCcw aria-hidden="true" className="size-4" />
      Restore
    </Button>
  );
}
