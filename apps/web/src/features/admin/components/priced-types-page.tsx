import type { FieldDefinition } from '@osi/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { deleteAction, editAction, type ItemAction } from '@/components/ui/item-actions';
import { useAdminDelete, type DeleteById } from '../api/use-admin-delete';
import { useSavePrice, type PriceSaving, type PriceSchema } from '../api/use-save-price';
import { useRecordEditing } from '../hooks/use-record-editing';
import { PriceDialog } from './price-dialog';
import { PricesPage } from './prices-page';
import { PriceTable, type PriceColumn } from './price-table';

type Priced = { id: string; name: string; price: number };

type PricedTypesPageProps<T extends Priced> = {
  captions: {
    title: string;
    description: string;
    /** What the page says while there are no prices. */
    empty: { title: string; text: string };
    nameHeading: string;
    /** The title of the dialog that adds a price. */
    addTitle: string;
  };
  prices: UseQueryResult<T[]>;
  endpoints: PriceSaving & { remove: DeleteById };
  /**
   * The dialog's fields and schema; `blank` holds a new price's values beyond its name and price.
   */
  form: {
    fields: readonly FieldDefinition[];
    schema: PriceSchema;
    blank?: Partial<z.input<PriceSchema>>;
  };
  /** A column beside Price. */
  column?: PriceColumn<T>;
  /** A row's badge and note, and the action beside Edit when it is not Delete. */
  describe: (price: T) => { badge?: ReactNode; note?: ReactNode; action?: ItemAction };
  /** What the dialog asking to delete `price` says, when it says more than the question. */
  confirmation: (price: T | null) => { question?: string; children?: ReactNode };
  /** More dialogs of the page. */
  children?: ReactNode;
};

/**
 * A back-office page of named prices: the table, Add and Update in a dialog, Delete after a
 * question; membership types and fellowship prices are such pages.
 */
export function PricedTypesPage<T extends Priced>({
  captions,
  prices,
  endpoints,
  form,
  describe,
  confirmation,
  column,
  children,
}: PricedTypesPageProps<T>) {
  const save = useSavePrice(endpoints);
  const records = useRecordEditing<T>(useAdminDelete(endpoints.remove));
  const { updating } = records;

  return (
    <PricesPage
      title={captions.title}
      description={captions.description}
      onAdd={records.add}
      prices={prices}
      empty={captions.empty}
      table={(loaded) => (
        <PriceTable
          nameHeading={captions.nameHeading}
          column={column}
          rows={loaded.map((price) => {
            const { action, ...marks } = describe(price);
            return {
              ...price,
              ...marks,
              actions: [
                editAction(() => records.edit(price)),
                action ?? deleteAction(() => records.askToDelete(price)),
              ],
            };
          })}
        />
      )}
    >
      {records.editing && (
        <PriceDialog
          title={updating ? 'Update' : captions.addTitle}
          fields={form.fields}
          schema={form.schema}
          initial={updating ?? form.blank}
          save={(input) => save.mutateAsync({ id: updating?.id, input })}
          onClose={records.closeEditor}
        />
      )}
      <ConfirmDialog {...records.confirmation} {...confirmation(records.deleting)} />
      {children}
    </PricesPage>
  );
}
