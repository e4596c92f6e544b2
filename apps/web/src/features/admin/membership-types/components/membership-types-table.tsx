import type { AdminMembershipType } from '@osi/shared';
import { Pencil, RotateCcw, Trash2, type LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/utils/cn';
import { formatRupees } from '@/utils/format';

export const membersRecords = (holders: number) =>
  holders === 1 ? "1 member's record" : `${holders} members' records`;

type MembershipTypesTableProps = {
  types: AdminMembershipType[];
  onEdit: (type: AdminMembershipType) => void;
  onDelete: (type: AdminMembershipType) => void;
  onReinstate: (type: AdminMembershipType) => void;
};

type RowAction = {
  label: string;
  Icon: LucideIcon;
  iconClassName?: string;
  variant: 'secondary' | 'ghost';
  run: (type: AdminMembershipType) => void;
};

/** The types with their prices; a retired type is marked, and offers Reinstate instead of Delete. */
export function MembershipTypesTable({
  types,
  onEdit,
  onDelete,
  onReinstate,
}: MembershipTypesTableProps) {
  const rowActions = (type: AdminMembershipType): RowAction[] => [
    { label: 'Edit', Icon: Pencil, variant: 'secondary', run: onEdit },
    type.retired
      ? { label: 'Reinstate', Icon: RotateCcw, variant: 'ghost', run: onReinstate }
      : {
          label: 'Delete',
          Icon: Trash2,
          iconClassName: 'text-red-700',
          variant: 'ghost',
          run: onDelete,
        },
  ];

  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Membership Type
            </th>
            <th scope="col" className="px-4 py-3">
              Price
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {types.map((type) => (
            <tr key={type.id}>
              <td className="px-4 py-3 font-medium text-slate-900">
                <span className="flex flex-wrap items-center gap-2">
                  {type.name}
                  {type.retired && <Badge tone="grey">Retired</Badge>}
                </span>
                {type.retired && (
                  <span className="mt-1 block text-xs font-normal text-slate-600">
                    Not offered to applicants; kept on {membersRecords(type.holders)}.
                  </span>
                )}
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-800">
                {formatRupees(type.price)}
              </td>
              <td className="px-4 py-3">
                <div className="flex justify-end gap-2">
                  {rowActions(type).map(({ label, Icon, iconClassName, variant, run }) => (
                    <Button
                      key={label}
                      variant={variant}
                      size="sm"
                      onClick={() => run(type)}
                      aria-label={`${label} ${type.name}`}
                    >
                      <Icon aria-hidden="true" className={cn('size-4', iconClassName)} />
                      {label}
                    </Button>
                  ))}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
