import type { MembershipType } from '@osi/shared';
import { IndianRupee, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { AdminPageHeader } from '../../components/admin-page-header';
import { LoadError } from '../../components/load-error';
import { useDeleteMembershipType } from '../api/delete-membership-type';
import { useMembershipTypes } from '../api/get-membership-types';
import { MembershipTypeDialog } from '../components/membership-type-dialog';
import { MembershipTypesTable } from '../components/membership-types-table';

/** The membership types members choose from when they register, and their prices. */
export function MembershipTypesPage() {
  const types = useMembershipTypes();
  const remove = useDeleteMembershipType();
  const [editing, setEditing] = useState<MembershipType | 'new' | null>(null);
  const [deleting, setDeleting] = useState<MembershipType | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(error.message),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <>
      <AdminPageHeader
        title="Membership Type"
        description="The membership types applicants choose from, with their prices in rupees."
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" />
            Add
          </Button>
        }
      />
      {types.isPending ? (
        <div className="grid gap-2">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-12 rounded-lg" />
          ))}
        </div>
      ) : types.isError ? (
        <LoadError error={types.error} onRetry={() => void types.refetch()} />
      ) : types.data.length === 0 ? (
        <EmptyState icon={IndianRupee} title="No membership types yet">
          Add the membership types applicants can choose when they register, each with its price.
        </EmptyState>
      ) : (
        <MembershipTypesTable types={types.data} onEdit={setEditing} onDelete={setDeleting} />
      )}
      {editing && (
        <MembershipTypeDialog
          type={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        isConfirming={remove.isPending}
      />
    </>
  );
}
