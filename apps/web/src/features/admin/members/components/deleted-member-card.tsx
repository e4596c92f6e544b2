import type { MemberListItem } from '@osi/shared';
import { Eye, RotateCcw } from 'lucide-react';
import { generatePath, Link } from 'react-router';
import { toast } from 'react-toastify';
import { Button, buttonClasses } from '@/components/ui/button';
import { adminPaths } from '@/config/paths';
import { formatDateTime } from '@/utils/format';
import { useRestoreMember } from '../api/restore-member';
import { memberName } from '../utils/member-name';

/** A deleted application: who, where from, when it was deleted; Restore brings it back. */
export function DeletedMemberCard({ member, number }: { member: MemberListItem; number: number }) {
  const restore = useRestoreMember();
  const name = memberName(member);
  const place = [member.city, member.country].filter(Boolean).join(', ');

  return (
    <article className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:flex-row sm:items-center">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-bold text-slate-700">
        <span className="sr-only">Number </span>
        {number}
      </span>
      <div className="min-w-0 flex-1">
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
      </div>
      <div className="flex gap-2 sm:shrink-0">
        <Link
          aria-label={`View ${name}`}
          to={generatePath(adminPaths.membershipDetails, { id: member.id })}
          className={buttonClasses('ghost', 'sm')}
        >
          <Eye aria-hidden="true" className="size-4" />
          View
        </Link>
        <Button
          aria-label={`Restore ${name}`}
          variant="secondary"
          size="sm"
          disabled={restore.isPending}
          onClick={() =>
            restore.mutate(member.id, {
              onSuccess: ({ message }) => toast.success(message),
              onError: (error) => toast.error(error.message),
            })
          }
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          Restore
        </Button>
      </div>
    </article>
  );
}
