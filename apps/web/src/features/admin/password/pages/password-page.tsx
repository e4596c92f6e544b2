import { ChangePasswordForm } from '@/components/form/change-password-form';
import { AdminPageHeader } from '../../components/admin-page-header';
import { useChangeAdminPassword } from '../api/change-password';

/** The signed-in administrator's own password, whatever their role. */
export function PasswordPage() {
  const changePassword = useChangeAdminPassword();
  return (
    <div className="grid max-w-3xl gap-6">
      <AdminPageHeader
        title="Your password"
        description="The password you sign in to the back office with."
      />
      <div className="rounded-xl bg-white p-5 ring-1 ring-slate-200 sm:p-6">
        <ChangePasswordForm mutation={changePassword} />
      </div>
    </div>
  );
}
