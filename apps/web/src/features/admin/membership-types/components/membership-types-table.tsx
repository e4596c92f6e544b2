import type { AdminMembershipType } from '@osi/shared';
import { RotateCcw } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { deleteAction, editAction, PriceTable } from '../../components/price-table';

export const membersRecords = (holders: number) =>
  holders === 1 ? "1 member's record" : `${holders} members' records`;

type MembershipTypesTableProps = {
  types: AdminMembershipType[];
  onEdit: (type: AdminMembershipType) => void;
  onDelete: (type: AdminMembershipType) => void;
  onReinstate: (type: AdminMembershipType) => void;
};

/** The types with their prices; a retired type is marked, and offers Reinstate instead of Delete. */
export function MembershipTypesTable({
  types,
  onEdit,
  onDelete,
  onReinstate,
}: MembershipTypesTableProps) {
  return (
    <PriceTable
      nameHeading="Membership Type"
      rows={types.map((type) => ({
        ...type,
        ...(type.retired
          ? {
              badge: <Badge tone="grey">Retired</Badge>,
              note: `Not offered to applicants; kept on ${membersRecords(type.holders)}.`,
            }
          : {}),
        actions: [
          editAction(() => onEdit(type)),
          type.retired
            ? {
                label: 'Reinstate',
                Icon: RotateCcw,
                variant: 'ghost',
                run: () => onReinstate(type),
              }
            : deleteAction(() => onDelete(type)),
        ],
      }))}
    />
  );
}
