import type { MemberProfile } from '@osi/shared';
import { Alert } from '@/components/ui/alert';

/** What a member whose application is not approved needs to know about it. */
export function MembershipStatus({ profile }: { profile: MemberProfile }) {
  if (profile.status === 'pending') {
    return (
      <Alert tone="warning" title="Your application is under review">
        The society is reviewing your membership application. You will receive a confirmation e-mail
        once it has been approved.
      </Alert>
    );
  }
  if (profile.status === 'declined') {
    return (
      <Alert tone="error" title="Your application was declined">
        {profile.comments ? (
          <p>
            <span className="font-semibold">Comment from the administrator:</span>{' '}
            {profile.comments}
          </p>
        ) : (
          <p>Please contact the society to find out more.</p>
        )}
      </Alert>
    );
  }
  return null;
}
