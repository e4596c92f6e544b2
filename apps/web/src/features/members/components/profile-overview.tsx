import type { MemberProfile } from '@osi/shared';
import { CircleUserRound } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { fullName, notAvailable } from '../utils/profile-display';

/** The member at a glance: picture, name, e-mail and membership ID. */
export function ProfileOverview({ profile }: { profile: MemberProfile }) {
  return (
    <div className="flex flex-col items-center gap-5 text-center sm:flex-row sm:text-left">
      {profile.profilePictureUrl ? (
        <img
          src={profile.profilePictureUrl}
          alt=""
          className="size-24 shrink-0 rounded-full object-cover ring-4 ring-brand-100"
        />
      ) : (
        <CircleUserRound
          aria-hidden="true"
          className="size-24 shrink-0 text-brand-700"
          strokeWidth={1}
        />
      )}
      <div className="min-w-0">
        <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
          <h2 className="text-2xl font-bold tracking-tight text-slate-900">{fullName(profile)}</h2>
          {profile.status === 'approved' && <Badge tone="green">Approved</Badge>}
        </div>
        <p className="mt-1 break-all text-slate-600">{profile.email}</p>
        <p className="mt-1 text-sm text-slate-600">
          Membership ID:{' '}
          <span className="font-semibold text-slate-900">
            {profile.membershipId || notAvailable}
          </span>
        </p>
      </div>
    </div>
  );
}
