import { Link, Navigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { PageTitle } from '@/components/page-title';
import { TakeOverApart } from '@/components/take-over-apart';
import { useSession } from '@/lib/session';
import { LoginForm } from '../components/login-form';
import { LoginHero } from '../components/login-hero';
import { returnPath } from '../utils/return-path';

export function LoginPage() {
  const session = useSession();
  const [params] = useSearchParams();
  if (session.data?.member) return <Navigate to={returnPath(params.get('next'))} replace />;

  return (
    <div className="bg-brand-50/60 px-4 py-10 sm:px-6 sm:py-16">
      <PageTitle title="Login" />
      <div className="mx-auto grid max-w-5xl overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-brand-100 md:grid-cols-2">
        <div className="surface-dark flex items-center justify-center bg-linear-to-br from-indigo-950 via-brand-900 to-brand-700 p-6 md:p-10">
          <LoginHero className="h-36 w-auto md:h-auto md:w-full" />
        </div>
        <div className="p-6 sm:p-10 md:p-12">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Hello Again</h1>
          <p className="mt-1 text-lg text-slate-600">Welcome Back</p>
          <TakeOverApart name="sign-in-form">
            <div className="mt-8">
              <LoginForm />
            </div>
          </TakeOverApart>
          <p className="mt-8 text-center text-sm text-slate-600">
            Not a member yet?{' '}
            <Link
              to={paths.becomeAMember}
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              Sign Up
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}
