import type { MemberListItem } from '@osi/shared';
import { formatDateTime } from '@/utils/format';
import { memberName } from '@/utils/member-name';
import { ApplicationCard } from '../../applications/components/application-card';
import { RestoreApplicationButton } from '../../applications/components/restore-application-button';
import { ViewApplicationLink } from '../../applications/components/view-application-link';
import { membershipApplications } from '../kind';

/** A deleted application: who, where from, when it was deleted; Restore brings it back. */
export function DeletedMemberCard({ member, number }: { member: MemberListItem; number: number }) {
  const name = memberName(member);
  const place = [member.city, member.country].filter(Boolean).join(', ');

  return (
    <ApplicationCard
      number={number}
      muted
      actions={
        <>
          <ViewApplicationLink
            kind={membershipApplications}
            id={member.id}
            name={name}
            variant="ghost"
          />
          <RestoreApplicationButton
            kind={membershipApplications}
            id={member.id}
            aria-label={`Restore ${name}`}
            size="sm"
          />
        </>
      }
    >
      <h2 className="text-base font-semibold text-slate-900">{name}</h2>
      <dl className="mt-1 grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
        {[
          ['E-mail', member.email],
          ['Phone', member.mobileNo],
          ['City and country', place],
          ['Deleted', member.deletedAt && formatDateTime(member.deletedAt)],
        ]
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="flex min-w-0 gap-1.5">
              <dt className="shrink-0 text-slate-600">{label}:</dt>
              <dd className="truncate">{value}</dd>
            </div>
          ))}
      </dl>
    </ApplicationCard>
  );
}
