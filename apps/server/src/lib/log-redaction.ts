import type { FastifyRequest } from 'fastify';

/** Paths whose next segment is a secret sent by e-mail: reset, newsletter, event and staff links. */
const tokenInPath =
  /\/(reset-password|newsletter\/confirm|newsletter\/unsubscribe|event-registrations?|staff-invitations|admin\/invitation)\/[^/?#]+/g;

/** The URL as the request log may keep it: the secret part of an e-mailed link is left out. */
export const redactedUrl = (url: string) => url.replace(tokenInPath, '/$1/[redacted]');

/** A request as its log line shows it, with the URL redacted and the route's pattern. */
export const requestLogSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactedUrl(request.url),
    route: request.routeOptions?.url,
    remoteAddress: request.ip,
  }),
};
