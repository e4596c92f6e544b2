import type { AdminFellowshipListItem } from '@osi/shared';
import { ApplicationCard } from '../../applications/components/application-card';
import { ContactLinks } from '../../applications/components/contact-links';
import { DeleteApplicationButton } from '../../applications/components/delete-application-button';
import { StatusBadge } from '@/components/status-badge';
import { ViewApplicationLink } from '../../applications/components/view-application-link';
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
    <ApplicationCard
      number={number}
      actions={
        <>
          <DeleteApplicationButton
            kind={fellowshipApplications}
            id={fellowship.id}
            name={fellowship.name}
          />
          <ViewApplicationLink
            kind={fellowshipApplications}
            id={fellowship.id}
            name={fellowship.name}
            variant="secondary"
          />
        </>
      }
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-base font-semibold text-slate-900">{fellowship.name}</h2>
        <StatusBadge status={fellowship.status} />
      </div>
      <ContactLinks email={fellowship.email} phone={fellowship.telephone} />
    </ApplicationCard>
  );
}
