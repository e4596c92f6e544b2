import type { MemberListItem } from '@osi/shared';
import { Eye, Mail, Phone } from 'lucide-react';
import { generatePath, Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { adminPaths } from '@/config/paths';
import { memberName } from '../utils/member-name';
import { DeleteMemberButton } from './delete-member-button';
import { StatusBadge } from './status-badge';

/** One application in the list: its running number, who, how to reach them, its status. */
export function MemberCard({ member, number }: { member: MemberListItem; number: number }) {
  const name = memberName(member);
  return (
    <article className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:flex-row sm:items-center">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-800">
        <span className="sr-only">Number </span>
        {number}
      </span>
      <div className="min-w-0 flex-1">
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
      </div>
      <div className="flex gap-2 sm:shrink-0">
        <DeleteMemberButton id={member.id} name={name} />
        <Link
          aria-label={`View ${name}`}
          to={generatePath(adminPaths.membershipDetails, { id: member.id })}
          className={buttonClasses('secondary', 'sm')}
        >
          <Eye aria-hidden="true" className="size-4" />
          View
        </Link>
      </div>
    </article>
  );
}
