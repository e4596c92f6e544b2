import type { ReactNode } from 'react';
import { ItemActions, type ItemAction } from '@/components/ui/item-actions';
import { formatRupees } from '@/utils/format';

export type PriceRow = {
  id: string;
  name: string;
  price: number;
  /** Marks the row beside its name (Retired, Fee). */
  badge?: ReactNode;
  /** A line under the name about the row. */
  note?: ReactNode;
  actions: ItemAction[];
};

/** A column beside Price (a membership type's Term). */
export type PriceColumn<T> = { heading: string; value: (price: T) => ReactNode };

/**
 * A table of named prices in rupees, each row with its actions (Edit, Delete…); on a phone the
 * actions stack and a column beside Price moves under the price, so the table fits the screen
 * and none is cut off.
 */
export function PriceTable<T extends PriceRow>({
  nameHeading,
  rows,
  column,
}: {
  nameHeading: string;
  rows: T[];
  column?: PriceColumn<T> | undefined;
}) {
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
            {column && (
              <th scope="col" className="hidden px-3 py-3 sm:table-cell sm:px-4">
                {column.heading}
              </th>
            )}
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
                {column && (
                  <span className="mt-1 block text-xs text-slate-600 sm:hidden">
                    {column.value(row)}
                  </span>
                )}
              </td>
              {column && (
                <td className="hidden px-3 py-3 whitespace-nowrap text-slate-800 sm:table-cell sm:px-4">
                  {column.value(row)}
                </td>
              )}
              <td className="px-3 py-3 sm:px-4">
                <div className="flex flex-col items-end gap-2 sm:flex-row sm:justify-end">
                  <ItemActions item={row.name} actions={row.actions} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
