import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { signed, verifiedPayload } from '../../lib/server-secret';

/**
 * A right password waiting for its code (decision 083): the administrator, a deadline and a stamp
 * of the password it was (`passwordStampOf`), signed.
 */
const cookieName = 'osi_admin_pending';
const purpose = 'admin pending sign-in';
const lifetimeMs = 5 * 60 * 1000;

const cookieOptions = (config: Config) => ({
  path: '/api/auth/admin',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: config.isProduction,
});

export const startPendingSignIn = (
  reply: FastifyReply,
  config: Config,
  adminId: string,
  passwordStamp: string,
) => {
  const payload = `${adminId}.${Date.now() + lifetimeMs}.${passwordStamp}`;
  const token = signed(config.serverSecret, purpose, payload);
  reply.setCookie(cookieName, token, { ...cookieOptions(config), maxAge: lifetimeMs / 1000 });
};

/** The administrator whose password was right less than five minutes ago, and its stamp, or null. */
export const pendingSignIn = (request: FastifyRequest, config: Config) => {
  const token = request.cookies[cookieName];
  const payload = token && verifiedPayload(config.serverSecret, purpose, token);
  if (!payload) return null;
  const [adminId = '', deadline = '', passwordStamp = ''] = payload.split('.');
  return Number(deadline) > Date.now() ? { adminId, passwordStamp } : null;
};

export const endPendingSignIn = (reply: FastifyReply, config: Config) =>
  reply.clearCookie(cookieName, cookieOptions(config));
