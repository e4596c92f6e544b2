import { z } from 'zod';
import { okResponseSchema } from './api';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
} from './auth';
import { endpointGroup } from './endpoint';
import { twoFactorSignInSchema } from './two-factor';
import { realms, sessionAdminSchema, sessionMemberSchema, sessionResponseSchema } from './session';

const errors = [400, 401, 404, 429] as const;

/** Signed in, or a code is needed first (decision 083). */
const adminSignInResponseSchema = z.union([
  okResponseSchema.extend({ admin: sessionAdminSchema }),
  okResponseSchema.extend({ codeRequired: z.literal(true) }),
]);

/** Signing in and out of either realm, password resets and who is signed in. */
export const authEndpoints = endpointGroup('auth', {
  session: {
    method: 'GET',
    path: '/api/session',
    summary: 'Who is signed in, per realm',
    response: sessionResponseSchema,
  },
  logout: {
    method: 'POST',
    path: '/api/auth/:realm/logout',
    summary: 'Ends the current session of the realm',
    params: z.object({ realm: z.enum(realms) }),
    status: 204,
    response: z.null(),
  },
  adminLogin: {
    method: 'POST',
    path: '/api/auth/admin/login',
    summary: 'Administrator sign-in: sets the admin session cookie, or asks for a code',
    description:
      'With two-factor sign-in on, a right password starts no session: the answer says a code is needed and a cookie holds the pending sign-in for five minutes.',
    body: loginSchema,
    response: adminSignInResponseSchema,
    errors: [400, 401, 429],
  },
  adminLoginCode: {
    method: 'POST',
    path: '/api/auth/admin/login/code',
    summary: 'Finishes a pending administrator sign-in with a one-time or recovery code',
    body: twoFactorSignInSchema,
    response: okResponseSchema.extend({ admin: sessionAdminSchema }),
    errors: [400, 401, 429],
  },
  memberLogin: {
    method: 'POST',
    path: '/api/auth/member/login',
    summary: 'Member sign-in: sets the member session cookie',
    body: loginSchema,
    response: okResponseSchema.extend({ member: sessionMemberSchema }),
    errors,
  },
  forgotPassword: {
    method: 'POST',
    path: '/api/auth/member/forgot-password',
    summary: 'E-mails a single-use reset link; answers alike for unknown addresses',
    body: forgotPasswordSchema,
    response: okResponseSchema,
    errors,
  },
  resetPassword: {
    method: 'POST',
    path: '/api/auth/member/reset-password',
    summary: 'Sets a new password from a reset link and ends every session',
    body: resetPasswordSchema,
    response: okResponseSchema,
    errors,
  },
  changePassword: {
    method: 'POST',
    path: '/api/me/password',
    tags: ['members'],
    summary: "Changes the signed-in member's password and ends their other sessions",
    body: changePasswordSchema,
    response: okResponseSchema,
    errors,
  },
});
