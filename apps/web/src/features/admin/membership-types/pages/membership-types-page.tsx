import type { AdminMembershipType } from '@osi/shared';
import { IndianRupee, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { AdminPageHeader } from '../../components/admin-page-header';
import { LoadError } from '@/components/ui/load-error';
import { useDeleteMembershipType } from '../api/delete-membership-type';
import { useMembershipTypes } from '../api/get-membership-types';
import { useReinstateMembershipType } from '../api/reinstate-membership-type';
import { MembershipTypeDialog } from '../components/membership-type-dialog';
import { MembershipTypesTable, membersRecords } from '../components/membership-types-table';

const showOutcome = {
  onSuccess: ({ message }: { message: string }) => toast.success(message),
  onError: (error: Error) => toast.error(error.message),
};

/**
 * The membership types members choose from when they register, and their prices. A type members
 * hold is retired rather than deleted (docs/decisions/016-retired-membership-types.md).
 */
export function MembershipTypesPage() {
  const types = useMembershipTypes();
  const remove = useDeleteMembershipType();
  const reinstate = useReinstateMembershipType();
  const [editing, setEditing] = useState<AdminMembershipType | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminMembershipType | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, { ...showOutcome, onSettled: () => setDeleting(null) });
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
        <MembershipTypesTable
          types={types.data}
          onEdit={setEditing}
          onDelete={setDeleting}
          onReinstate={(type) => reinstate.mutate(type.id, showOutcome)}
        />
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
        {...(deleting?.holders
          ? {
              question: `Retire ${deleting.name}?`,
              children: `It is on ${membersRecords(deleting.holders)}, so it cannot be deleted. Retired, it stays on their records and on this page, but applicants can no longer choose it.`,
            }
          : {})}
      />
    </>
  );
}
