import { LogOut } from 'lucide-react';
import { useLogout } from '../api/logout';

export function LogoutButton({ className }: { className: string }) {
  const logout = useLogout();
  return (
    <button
      type="button"
      onClick={() => logout.mutate()}
      disabled={logout.isPending}
      className={className}
    >
      <LogOut aria-hidden="true" className="size-4" />
      Logout
    </button>
  );
}
