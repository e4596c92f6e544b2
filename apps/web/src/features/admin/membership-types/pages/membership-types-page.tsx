import type { AdminMembershipType } from '@osi/shared';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PricesPage } from '../../components/prices-page';
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
    <PricesPage
      title="Membership Type"
      description="The membership types applicants choose from, with their prices in rupees."
      onAdd={() => setEditing('new')}
      prices={types}
      empty={{
        title: 'No membership types yet',
        text: 'Add the membership types applicants can choose when they register, each with its price.',
      }}
      table={(loaded) => (
        <MembershipTypesTable
          types={loaded}
          onEdit={setEditing}
          onDelete={setDeleting}
          onReinstate={(type) => reinstate.mutate(type.id, showOutcome)}
        />
      )}
    >
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
    </PricesPage>
  );
}
