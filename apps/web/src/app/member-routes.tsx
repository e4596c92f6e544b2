import type { RouteObject } from 'react-router';
import { loadWithForms } from '@/components/form/load-with-forms';
import { paths } from '@/config/paths';
import type { LazyPage } from './lazy-page';
import { serverRendered } from './server-rendered';
import { MembersOnly } from '@/features/auth/components/members-only';

/** The membership types' schemas and endpoints start apart from the wizard's. */
const registrationPage = () =>
  loadWithForms(
    () => import('@/features/registration/pages/registration-page'),
    () => import('@/features/registration/api/get-membership-types'),
  );

/**
 * Signing in, resetting a password, applying for membership, and the member area, which only
 * signed-in members reach.
 */
export const createMemberRoutes = (page: LazyPage): RouteObject[] => [
  serverRendered({
    path: paths.memberLogin,
    ...page(
      async () => (await loadWithForms(() => import('@/features/auth/pages/login-page'))).LoginPage,
    ),
  }),
  {
    path: paths.forgotPassword,
    ...page(
      async () => (await import('@/features/auth/pages/forgot-password-page')).ForgotPasswordPage,
    ),
  },
  {
    path: paths.resetPassword,
    ...page(
      async () => (await import('@/features/auth/pages/reset-password-page')).ResetPasswordPage,
    ),
  },
  serverRendered({
    path: paths.becomeAMember,
    ...page(
      async () => (await registrationPage()).RegistrationPage,
      async () => (await registrationPage()).registrationPageData,
    ),
  }),
  {
    Component: MembersOnly,
    children: [
      {
        path: paths.dashboard,
        ...page(
          async () => (await import('@/features/members/pages/dashboard-page')).DashboardPage,
        ),
      },
      {
        path: paths.applyFellowship,
        ...page(
          async () =>
            (await import('@/features/fellowships/pages/apply-fellowship-page'))
              .ApplyFellowshipPage,
        ),
      },
      {
        path: paths.researchGrantApplication,
        ...page(
          async () =>
            (await import('@/features/research-grants/pages/research-grant-application-page'))
              .ResearchGrantApplicationPage,
        ),
      },
    ],
  },
];
