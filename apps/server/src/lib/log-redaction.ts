import type { FastifyRequest } from 'fastify';

/** Paths whose last segment is a secret: a password reset link and the newsletter's links. */
const tokenInPath = /\/(reset-password|newsletter\/confirm|newsletter\/unsubscribe)\/[^/?#]+/g;

/** The URL as the request log may keep it: the secret part of an e-mailed link is left out. */
export const redactedUrl = (url: string) => url.replace(tokenInPath, '/$1/[redacted]');

/** Fastify's request fields in the log, with the URL redacted. */
export const requestLogSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};
