import type { ApplicationStatus } from '@osi/shared';
import { StatusBadge } from '@/components/status-badge';
import type { ApplicationKind } from '../application-kind';
import { ApplicationCard } from './application-card';
import { ContactLinks } from './contact-links';
import { DeleteApplicationButton } from './delete-application-button';
import { ViewApplicationLink } from './view-application-link';

type ReviewedApplicationCardProps = {
  kind: ApplicationKind;
  number: number;
  application: { id: string; status: ApplicationStatus };
  /** Who applied, as the card's heading. */
  name: string;
  email: string;
  phone: string;
};

/** One application in a list: its running number, the applicant, their status and contacts, Delete and View. */
export function ReviewedApplicationCard({
  kind,
  number,
  application,
  name,
  email,
  phone,
}: ReviewedApplicationCardProps) {
  return (
    <ApplicationCard
      number={number}
      actions={
        <>
          <DeleteApplicationButton kind={kind} id={application.id} name={name} />
          <ViewApplicationLink kind={kind} id={application.id} name={name} variant="secondary" />
        </>
      }
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-base font-semibold text-slate-900">{name}</h2>
        <StatusBadge status={application.status} />
      </div>
      <ContactLinks email={email} phone={phone} />
    </ApplicationCard>
  );
}
