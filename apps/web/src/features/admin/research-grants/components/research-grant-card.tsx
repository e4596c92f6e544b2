import type { AdminResearchGrantListItem } from '@osi/shared';
import { ReviewedApplicationCard } from '../../applications/components/reviewed-application-card';
import { researchGrantApplications } from '../kind';

/** One application in the list: its running number, the investigator, status, e-mail and phone. */
export function ResearchGrantCard({
  grant,
  number,
}: {
  grant: AdminResearchGrantListItem;
  number: number;
}) {
  return (
    <ReviewedApplicationCard
      kind={researchGrantApplications}
      number={number}
      application={grant}
      name={grant.name}
      email={grant.emailId}
      phone={grant.phoneNumber}
    />
  );
}
