import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashToken, newToken } from '../../lib/tokens';
import { browserHasUploads } from './uploads.repository';
import { unclaimedUploadLifetimeMs } from './uploads.service';

/** Ties a visitor's uploads to their browser, for the registration routes only. */
const cookieName = 'osi_registration';
const cookiePath = '/api/registration';

export const browserTokenHashOf = (request: FastifyRequest) => {
  const token = request.cookies[cookieName];
  return token ? hashToken(token) : undefined;
};

/**
 * The browser's registration token hash. A token is kept only if this server issued it (an
 * upload carries its hash); any other value, one the visitor made up included, is replaced by a
 * new random token in a fresh cookie.
 */
export const ensureBrowserToken = async (request: FastifyRequest, reply: FastifyReply) => {
  const offered = browserTokenHashOf(request);
  const issued = offered !== undefined && (await browserHasUploads(request.server.db, offered));
  const token = issued ? request.cookies[cookieName]! : newToken();
  reply.setCookie(cookieName, token, {
    path: cookiePath,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.config.isProduction,
    maxAge: unclaimedUploadLifetimeMs / 1000,
  });
  return hashToken(token);
};
