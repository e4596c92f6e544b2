import type { MemberListItem } from '@osi/shared';
import { Mail, Phone } from 'lucide-react';
import { memberName } from '@/utils/member-name';
import { ApplicationCard } from './application-card';
import { DeleteMemberButton } from './delete-member-button';
import { StatusBadge } from './status-badge';
import { ViewMemberLink } from './view-member-link';

/** One application in the list: its running number, who, how to reach them, its status. */
export function MemberCard({ member, number }: { member: MemberListItem; number: number }) {
  const name = memberName(member);
  return (
    <ApplicationCard
      number={number}
      actions={
        <>
          <DeleteMemberButton id={member.id} name={name} />
          <ViewMemberLink id={member.id} name={name} variant="secondary" />
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
      </div>
      <div className="mt-1 flex flex-col gap-x-4 gap-y-1 text-sm text-slate-700 sm:flex-row sm:flex-wrap">
        <a
          href={`mailto:${member.email}`}
          className="inline-flex min-w-0 items-center gap-1.5 text-brand-700 underline-offset-4 hover:underline"
        >
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">{member.email}</span>
        </a>
        {member.mobileNo && (
          <a
            href={`tel:${member.mobileNo}`}
            className="inline-flex items-center gap-1.5 underline-offset-4 hover:underline"
          >
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            {member.mobileNo}
          </a>
        )}
      </div>
    </ApplicationCard>
  );
}
