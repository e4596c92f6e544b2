import {
  adminFellowshipEndpoints,
  fellowshipTypeFields,
  fellowshipTypeInputSchema,
  type FellowshipType,
} from '@osi/shared';
import { Badge } from '@/components/ui/badge';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PriceDialog } from '../../components/price-dialog';
import { PricesPage } from '../../components/prices-page';
import { deleteAction, editAction, PriceTable } from '../../components/price-table';
import { useAdminDelete } from '../../api/use-admin-delete';
import { useRecordEditing } from '../../hooks/use-record-editing';
import { useFellowshipTypes, useSaveFellowshipType } from '../api/fellowship-types';

/**
 * The fellowship fee: applicants pay the first price on the list (decision 025), so the table
 * marks it; the list reloads after every change.
 */
export function FellowshipPricePage() {
  const types = useFellowshipTypes();
  const save = useSaveFellowshipType();
  const records = useRecordEditing<FellowshipType>(
    useAdminDelete(adminFellowshipEndpoints.removePrice),
  );
  const { updating, deleting } = records;

  return (
    <PricesPage
      title="Fellowship Price"
      description="Applicants pay the first price on this list when they apply for the fellowship."
      onAdd={records.add}
      prices={types}
      empty={{
        title: 'No fellowship price yet',
        text: 'Add the fellowship fee. Until there is one, members cannot apply for the fellowship.',
      }}
      table={(loaded) => (
        <PriceTable
          nameHeading="Fellowship Type"
          rows={loaded.map((type) => ({
            ...type,
            ...(type.isFee
              ? { badge: <Badge tone="green">Fee</Badge>, note: 'Charged to applicants now.' }
              : { note: 'Not charged while a price above it is listed.' }),
            actions: [
              editAction(() => records.edit(type)),
              deleteAction(() => records.askToDelete(type)),
            ],
          }))}
        />
      )}
    >
      {records.editing && (
        <PriceDialog
          title={updating ? 'Update' : 'Add Fellowship Price'}
          fields={fellowshipTypeFields}
          schema={fellowshipTypeInputSchema}
          initial={updating}
          save={(input) => save.mutateAsync({ id: updating?.id, input })}
          onClose={records.closeEditor}
        />
      )}
      <ConfirmDialog {...records.confirmation}>
        {deleting?.isFee &&
          'This is the fee applicants pay now; the next price on the list takes its place.'}
      </ConfirmDialog>
    </PricesPage>
  );
}
