import {
  adminFellowshipEndpoints as endpoints,
  fellowshipTypeFields,
  fellowshipTypeInputSchema,
} from '@osi/shared';
import { Badge } from '@/components/ui/badge';
import { PricedTypesPage } from '../../components/priced-types-page';
import { useFellowshipTypes } from '../api/fellowship-types';

/**
 * The fellowship fee: applicants pay the first price on the list (decision 025), so the table
 * marks it; the list reloads after every change.
 */
export function FellowshipPricePage() {
  return (
    <PricedTypesPage
      captions={{
        title: 'Fellowship Price',
        description:
          'Applicants pay the first price on this list when they apply for the fellowship.',
        empty: {
          title: 'No fellowship price yet',
          text: 'Add the fellowship fee. Until there is one, members cannot apply for the fellowship.',
        },
        nameHeading: 'Fellowship Type',
        addTitle: 'Add Fellowship Price',
      }}
      prices={useFellowshipTypes()}
      endpoints={{
        add: endpoints.addPrice,
        update: endpoints.updatePrice,
        remove: endpoints.removePrice,
      }}
      form={{ fields: fellowshipTypeFields, schema: fellowshipTypeInputSchema }}
      describe={(type) =>
        type.isFee
          ? { badge: <Badge tone="green">Fee</Badge>, note: 'Charged to applicants now.' }
          : { note: 'Not charged while a price above it is listed.' }
      }
      confirmation={(type) => ({
        children:
          type?.isFee &&
          'This is the fee applicants pay now; the next price on the list takes its place.',
      })}
    />
  );
}
