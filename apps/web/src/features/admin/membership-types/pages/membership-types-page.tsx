import {
  membershipTypeEndpoints as endpoints,
  membershipTypeFields,
  membershipTypeInputSchema,
  termLabels,
} from '@osi/shared';
import { RotateCcw } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { PricedTypesPage } from '../../components/priced-types-page';
import { showOutcome } from '../../hooks/use-record-editing';
import { useMembershipTypes } from '../api/get-membership-types';
import { useReinstateMembershipType } from '../api/reinstate-membership-type';
import { MembershipYearSection } from '../components/membership-year-section';

const membersRecords = (holders: number) =>
  holders === 1 ? "1 member's record" : `${holders} members' records`;

/**
 * The membership types members choose from when they register, their prices and their terms. A
 * type members hold is retired rather than deleted (docs/decisions/016-retired-membership-types.md):
 * it is marked, and offers Reinstate instead of Delete. Below, the membership year's settings.
 */
export function MembershipTypesPage() {
  const reinstate = useReinstateMembershipType();
  return (
    <PricedTypesPage
      captions={{
        title: 'Membership Type',
        description: 'The membership types applicants choose from, with their prices in rupees.',
        empty: {
          title: 'No membership types yet',
          text: 'Add the membership types applicants can choose when they register, each with its price.',
        },
        nameHeading: 'Membership Type',
        addTitle: 'Add Membership Type',
      }}
      prices={useMembershipTypes()}
      endpoints={{ add: endpoints.add, update: endpoints.update, remove: endpoints.remove }}
      form={{
        fields: membershipTypeFields,
        schema: membershipTypeInputSchema,
        blank: { term: '1' },
      }}
      column={{ heading: 'Term', value: (type) => termLabels[type.term] }}
      describe={(type) =>
        type.retired
          ? {
              badge: <Badge tone="grey">Retired</Badge>,
              note: `Not offered to applicants; kept on ${membersRecords(type.holders)}.`,
              action: {
                label: 'Reinstate',
                Icon: RotateCcw,
                variant: 'ghost',
                run: () => reinstate.mutate(type.id, showOutcome),
              },
            }
          : {}
      }
      confirmation={(type) =>
        type?.holders
          ? {
              question: `Retire ${type.name}?`,
              children: `It is on ${membersRecords(type.holders)}, so it cannot be deleted. Retired, it stays on their records and on this page, but applicants can no longer choose it.`,
            }
          : {}
      }
    >
      <MembershipYearSection />
    </PricedTypesPage>
  );
}
