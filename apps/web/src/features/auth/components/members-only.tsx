import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { loginReturningTo, paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/**
 * The member area. A visitor who is not signed in is sent to the login page, which brings them
 * back here once they have signed in; a member whose
 * session ends here (signing out, or the session running out) is sent home, as the spec's
 * logout is, even if the session is cleared before the way home has been rendered.
 */
export function MembersOnly() {
  const session = useSession();
  const location = useLocation();
  const member = session.data?.member;
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (member && !wasSignedIn) setWasSignedIn(true);

  if (session.isPending) {
    return (
      <div className="flex justify-center py-24">
        <Spinner />
      </div>
    );
  }
  if (member) return <Outlet />;
  return (
    <Navigate
      to={wasSignedIn ? paths.home : loginReturningTo(location.pathname + location.search)}
      replace
    />
  );
}
