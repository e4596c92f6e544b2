import { useParams } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { ResetPasswordForm } from '../components/reset-password-form';

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  return (
    <AuthCard
      title="Reset your password"
      description="Choose a new password for your member account."
    >
      <ResetPasswordForm key={token} token={token} />
    </AuthCard>
  );
}
