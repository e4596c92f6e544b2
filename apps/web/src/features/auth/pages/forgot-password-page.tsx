import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordForm } from '../components/forgot-password-form';

export function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the e-mail address of your member account and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm />
      <p className="mt-8 text-center text-sm text-slate-600">
        Remembered it?{' '}
        <Link
          to={paths.memberLogin}
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Back to login
        </Link>
      </p>
    </AuthCard>
  );
}
