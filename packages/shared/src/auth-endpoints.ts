import { z } from 'zod';
import { okResponseSchema } from './api';
import {
  adminLoginSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
} from './auth';
import { defineEndpoint } from './endpoint';
import { realms, sessionAdminSchema, sessionMemberSchema, sessionResponseSchema } from './session';

const tags = ['auth'];
const errors = [400, 401, 404, 429] as const;

/** Signing in and out of either realm, password resets and who is signed in. */
export const authEndpoints = {
  session: defineEndpoint({
    method: 'GET',
    path: '/api/session',
    tags,
    summary: 'Who is signed in, per realm',
    response: sessionResponseSchema,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/auth/:realm/logout',
    tags,
    summary: 'Ends the current session of the realm',
    params: z.object({ realm: z.enum(realms) }),
    status: 204,
    response: z.null(),
  }),
  adminLogin: defineEndpoint({
    method: 'POST',
    path: '/api/auth/admin/login',
    tags,
    summary: 'Administrator sign-in: sets the admin session cookie',
    body: adminLoginSchema,
    response: z.object({ message: z.string(), admin: sessionAdminSchema }),
    errors: [400, 401, 429],
  }),
  memberLogin: defineEndpoint({
    method: 'POST',
    path: '/api/auth/member/login',
    tags,
    summary: 'Member sign-in: sets the member session cookie',
    body: loginSchema,
    response: z.object({ message: z.string(), member: sessionMemberSchema }),
    errors,
  }),
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/member/forgot-password',
    tags,
    summary: 'E-mails a single-use reset link; answers alike for unknown addresses',
    body: forgotPasswordSchema,
    response: okResponseSchema,
    errors,
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/member/reset-password',
    tags,
    summary: 'Sets a new password from a reset link and ends every session',
    body: resetPasswordSchema,
    response: okResponseSchema,
    errors,
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/me/password',
    tags: ['members'],
    summary: "Changes the signed-in member's password and ends their other sessions",
    body: changePasswordSchema,
    response: okResponseSchema,
    errors,
  }),
};
