import { membershipTypeEndpoints, type AdminMembershipType } from '@osi/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PricesPage } from '../../components/prices-page';
import { useAdminDelete } from '../../api/use-admin-delete';
import { showOutcome, useRecordEditing } from '../../hooks/use-record-editing';
import { useMembershipTypes } from '../api/get-membership-types';
import { useReinstateMembershipType } from '../api/reinstate-membership-type';
import { MembershipTypeDialog } from '../components/membership-type-dialog';
import { MembershipTypesTable, membersRecords } from '../components/membership-types-table';

/**
 * The membership types members choose from when they register, and their prices. A type members
 * hold is retired rather than deleted (docs/decisions/016-retired-membership-types.md).
 */
export function MembershipTypesPage() {
  const types = useMembershipTypes();
  const reinstate = useReinstateMembershipType();
  const records = useRecordEditing<AdminMembershipType>(
    useAdminDelete(membershipTypeEndpoints.remove),
  );
  const { deleting } = records;

  return (
    <PricesPage
      title="Membership Type"
      description="The membership types applicants choose from, with their prices in rupees."
      onAdd={records.add}
      prices={types}
      empty={{
        title: 'No membership types yet',
        text: 'Add the membership types applicants can choose when they register, each with its price.',
      }}
      table={(loaded) => (
        <MembershipTypesTable
          types={loaded}
          onEdit={records.edit}
          onDelete={records.askToDelete}
          onReinstate={(type) => reinstate.mutate(type.id, showOutcome)}
        />
      )}
    >
      {records.editing && (
        <MembershipTypeDialog type={records.updating} onClose={records.closeEditor} />
      )}
      <ConfirmDialog
        {...records.confirmation}
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
