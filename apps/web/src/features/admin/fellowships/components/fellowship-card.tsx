import type { AdminFellowshipListItem } from '@osi/shared';
import { ReviewedApplicationCard } from '../../applications/components/reviewed-application-card';
import { fellowshipApplications } from '../kind';

/** One application in the list: its running number, the applicant, their status and contacts. */
export function FellowshipCard({
  fellowship,
  number,
}: {
  fellowship: AdminFellowshipListItem;
  number: number;
}) {
  return (
    <ReviewedApplicationCard
      kind={fellowshipApplications}
      number={number}
      application={fellowship}
      name={fellowship.name}
      email={fellowship.email}
      phone={fellowship.telephone}
    />
  );
}
