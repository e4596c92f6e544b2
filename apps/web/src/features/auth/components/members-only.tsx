import { Navigate, Outlet } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '../api/get-session';

/** The member area: signed-out visitors are sent to the login page. */
export function MembersOnly() {
  const session = useSession();
  if (session.isPending) {
    return (
      <div className="flex justify-center py-24">
        <Spinner />
      </div>
    );
  }
  return session.data?.member ? <Outlet /> : <Navigate to={paths.memberLogin} replace />;
}
