import { useEffect, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { Skeleton } from '@/components/ui/skeleton';
import { useLogout } from '@/features/auth/api/logout';
import { useProfile } from '@/lib/profile';
import { EditProfileDialog } from './edit-profile-dialog';
import { MembershipStatus } from './membership-status';
import { MembershipTerm } from './membership-term';
import { PersonalInformation } from './personal-information';
import { ProfileOverview } from './profile-overview';
import { RenewMembership } from './renew-membership';

const fetchFailed = 'Failed to fetch member details.';

/** The Profile tab. When the member's record cannot be loaded, the member is signed out and sent home. */
export function ProfileTab() {
  const profile = useProfile();
  const { mutate: logOut } = useLogout({ evenIfServerFails: true });
  const [editing, setEditing] = useState(false);
  const failed = profile.isError;

  useEffect(() => {
    if (!failed) return;
    toast.error(fetchFailed);
    logOut();
  }, [failed, logOut]);

  if (profile.isPending || profile.isError) {
    return (
      <div className="grid gap-6" aria-busy="true">
        <div className="flex items-center gap-5">
          <Skeleton className="size-24 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-7 w-56" />
            <Skeleton className="h-5 w-72" />
          </div>
        </div>
        <Skeleton className="h-72 rounded-2xl" />
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      <ProfileOverview profile={profile.data} />
      <MembershipStatus profile={profile.data} />
      <RenewMembership profile={profile.data} />
      <MembershipTerm term={profile.data.term} />
      <PersonalInformation profile={profile.data} onEdit={() => setEditing(true)} />
      {editing && <EditProfileDialog profile={profile.data} onClose={() => setEditing(false)} />}
    </div>
  );
}
