import { DeleteButton } from '../../components/delete-button';
import { useDeleteMember } from '../api/delete-member';

/** Delete, after the spec's question; the application moves to Deleted Members. */
export function DeleteMemberButton({ id, name }: { id: string; name: string }) {
  const remove = useDeleteMember();
  return (
    <DeleteButton
      name={name}
      question="Are you sure you want to delete this member Applications?"
      onDelete={() => remove.mutateAsync(id)}
      isDeleting={remove.isPending}
      failure={{
        noMessage: 'Error deleting member',
        noAnswer: 'An error occurred while trying to delete the member',
      }}
    />
  );
}
