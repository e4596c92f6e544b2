import {
  acceptInvitationSchema,
  newAdminMessages,
  staffRoleLabels,
  type InvitationView,
} from '@osi/shared';
import { Link, useNavigate, useParams } from 'react-router';
import { Form } from '@/components/form/form';
import { NewPasswordFields } from '@/components/form/new-password-fields';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { adminPaths } from '@/config/paths';
import { AdminAuthCard } from '../../auth/components/admin-auth-card';
import { useAcceptInvitation, useInvitation } from '../api/invitation';

function SetPasswordForm({ token, invitation }: { token: string; invitation: InvitationView }) {
  const accept = useAcceptInvitation(token);
  const navigate = useNavigate();
  const form = useZodForm(acceptInvitationSchema, {
    defaultValues: { password: '', confirmPassword: '' },
  });
  return (
    <>
      <p className="mt-4 text-sm text-slate-600">
        Welcome, {invitation.name}. You join as {staffRoleLabels[invitation.role]} with the e-mail{' '}
        {invitation.email}. Choose your password to finish.
      </p>
      <Form
        form={form}
        className="mt-6 grid gap-5"
        onSubmit={(body) => accept.mutateAsync(body)}
        onSaved={() => void navigate(adminPaths.home, { replace: true })}
      >
        <NewPasswordFields
          names={{ password: 'password', confirmation: 'confirmPassword' }}
          labels={{ password: 'Password', confirmation: 'Confirm password' }}
          hint={newAdminMessages.passwordHint}
        />
        <div>
          <SubmitButton busyLabel="Setting password…">Set password and sign in</SubmitButton>
        </div>
      </Form>
    </>
  );
}

/** Where an invitation's link lands: the invited person sets a password and is signed in. */
export function InvitationPage() {
  const token = useParams().token ?? '';
  const invitation = useInvitation(token);
  return (
    <AdminAuthCard title="Join the staff">
      {invitation.isPending ? (
        <Skeleton className="mt-6 h-48 rounded-lg" />
      ) : invitation.isError ? (
        <Alert tone="error" className="mt-6">
          <p>{invitation.error.message}</p>
          <p>
            Ask an Owner to send it again, or{' '}
            <Link to={adminPaths.login} className="font-semibold underline">
              sign in
            </Link>{' '}
            if you already set your password.
          </p>
        </Alert>
      ) : (
        <SetPasswordForm token={token} invitation={invitation.data} />
      )}
    </AdminAuthCard>
  );
}
