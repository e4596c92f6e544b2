import type { MemberListItem } from '@osi/shared';
import { ApplicationCard } from '../../applications/components/application-card';
import { ContactLinks } from '../../applications/components/contact-links';
import { DeleteApplicationButton } from '../../applications/components/delete-application-button';
import { StandingBadge } from '@/components/standing-badge';
import { StatusBadge } from '@/components/status-badge';
import { ViewApplicationLink } from '../../applications/components/view-application-link';
import { membershipApplications } from '../kind';
import { memberName } from '@/utils/member-name';

/** One application in the list: its running number, who, how to reach them, its status. */
export function MemberCard({ member, number }: { member: MemberListItem; number: number }) {
  const name = memberName(member);
  return (
    <ApplicationCard
      number={number}
      actions={
        <>
          <DeleteApplicationButton kind={membershipApplications} id={member.id} name={name} />
          <ViewApplicationLink
            kind={membershipApplications}
            id={member.id}
            name={name}
            variant="secondary"
          />
        </>
      }
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-base font-semibold text-slate-900">{name}</h2>
        {member.isManual ? (
          <span className="text-xs text-slate-600">Added by hand</span>
        ) : (
          <StatusBadge status={member.status} />
        )}
        {member.standing && <StandingBadge standing={member.standing} />}
      </div>
      <ContactLinks email={member.email} phone={member.mobileNo} />
    </ApplicationCard>
  );
}
