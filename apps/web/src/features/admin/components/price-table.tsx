import { Pencil, Trash2, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/utils/cn';
import { formatRupees } from '@/utils/format';

export type PriceRowAction = {
  label: string;
  Icon: LucideIcon;
  iconClassName?: string;
  variant: 'secondary' | 'ghost';
  run: () => void;
};

export type PriceRow = {
  id: string;
  name: string;
  price: number;
  /** Marks the row beside its name (Retired, Fee). */
  badge?: ReactNode;
  /** A line under the name about the row. */
  note?: ReactNode;
  actions: PriceRowAction[];
};

/**
 * A table of named prices in rupees, each row with its actions (Edit, Delete…); on a phone the
 * actions stack, so the table fits the screen and none is cut off.
 */
export function PriceTable({ nameHeading, rows }: { nameHeading: string; rows: PriceRow[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-3 sm:px-4">
              {nameHeading}
            </th>
            <th scope="col" className="px-3 py-3 sm:px-4">
              Price
            </th>
            <th scope="col" className="px-3 py-3 text-right sm:px-4">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="px-3 py-3 font-medium break-words text-slate-900 sm:px-4">
                <span className="flex flex-wrap items-center gap-2">
                  {row.name}
                  {row.badge}
                </span>
                {row.note && (
                  <span className="mt-1 block text-xs font-normal text-slate-600">{row.note}</span>
                )}
              </td>
              <td className="px-3 py-3 whitespace-nowrap text-slate-800 sm:px-4">
                {formatRupees(row.price)}
              </td>
              <td className="px-3 py-3 sm:px-4">
                <div className="flex flex-col items-end gap-2 sm:flex-row sm:justify-end">
                  {row.actions.map(({ label, Icon, iconClassName, variant, run }) => (
                    <Button
                      key={label}
                      variant={variant}
                      size="sm"
                      onClick={run}
                      aria-label={`${label} ${row.name}`}
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

/** The row actions every price has. */
export const editAction = (run: () => void): PriceRowAction => ({
  label: 'Edit',
  Icon: Pencil,
  variant: 'secondary',
  run,
});
export const deleteAction = (run: () => void): PriceRowAction => ({
  label: 'Delete',
  Icon: Trash2,
  iconClassName: 'text-red-700',
  variant: 'ghost',
  run,
});
