import { RotateCcw } from 'lucide-react';
import type { ComponentProps } from 'react';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { useRestoreMember } from '../api/restore-member';

type RestoreMemberButtonProps = { id: string } & Pick<
  ComponentProps<typeof Button>,
  'aria-label' | 'size'
>;

/** Restore: brings a deleted application back to the membership applications. */
export function RestoreMemberButton({ id, ...props }: RestoreMemberButtonProps) {
  const restore = useRestoreMember();
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
