import { DeleteButton } from '../../components/delete-button';
import { useAdminDelete } from '../../api/use-admin-delete';
import type { ApplicationKind } from '../application-kind';

type DeleteApplicationButtonProps = { kind: ApplicationKind; id: string; name: string };

/** Delete, after the spec's question; a soft delete the application can be restored from. */
export function DeleteApplicationButton({ kind, id, name }: DeleteApplicationButtonProps) {
  const remove = useAdminDelete(kind.review.remove);
  return (
    <DeleteButton name={name} words={kind.deleteWords} onDelete={() => remove.mutateAsync(id)} />
  );
}
