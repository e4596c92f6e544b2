import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashToken, newToken } from '../../lib/tokens';
import { unclaimedUploadLifetimeMs } from './uploads.service';

/** Ties a visitor's uploads to their browser, for the registration routes only. */
const cookieName = 'osi_registration';
const cookiePath = '/api/registration';

export const browserTokenHashOf = (request: FastifyRequest) => {
  const token = request.cookies[cookieName];
  return token ? hashToken(token) : undefined;
};

/** The browser's registration token hash; gives it a cookie first when it has none. */
export const ensureBrowserToken = (request: FastifyRequest, reply: FastifyReply) => {
  const token = request.cookies[cookieName] || newToken();
  reply.setCookie(cookieName, token, {
    path: cookiePath,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.config.isProduction,
    maxAge: unclaimedUploadLifetimeMs / 1000,
  });
  return hashToken(token);
};
