import { ArrowLeft, CircleUserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { PageTitle } from '@/features/site/components/page-title';
import type { AdminMember } from '../api/get-member';
import { memberName } from '@/utils/member-name';
import { MemberDownloads } from './member-downloads';

type MemberHeaderProps = { member: AdminMember | undefined; onGoBack: () => void };

/** Photo, name and specialty (placeholders while loading), the downloads and Go Back. */
export function MemberHeader({ member, onGoBack }: MemberHeaderProps) {
  const name = member && memberName(member);
  return (
    <div className="mb-6 flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5 sm:p-6 lg:flex-row lg:items-center lg:justify-between">
      <PageTitle title={name ?? 'Member details'} />
      <div className="flex min-w-0 items-center gap-4">
        {member?.profilePictureUrl ? (
          <img
            src={member.profilePictureUrl}
            alt=""
            className="size-20 shrink-0 rounded-full object-cover ring-2 ring-brand-100"
          />
        ) : (
          <CircleUserRound
            aria-hidden="true"
            className="size-20 shrink-0 text-brand-300"
            strokeWidth={1}
          />
        )}
        {member ? (
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900">{name}</h1>
            {member.specialty && <p className="mt-1 text-slate-600">{member.specialty}</p>}
          </div>
        ) : (
          <div className="grid gap-2">
            <h1 className="sr-only">Member details</h1>
            <Skeleton className="h-7 w-56" />
            <Skeleton className="h-5 w-32" />
          </div>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <MemberDownloads member={member} />
        <Button variant="ghost" onClick={onGoBack}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Go Back
        </Button>
      </div>
    </div>
  );
}
