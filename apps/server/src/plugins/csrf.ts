import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/errors';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

const originOf = (value: string) => {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
};

/**
 * Cross-site request forgery protection by origin: a browser tells where a request comes from
 * (Sec-Fetch-Site, or Origin on older browsers); only same-origin state changes are accepted.
 * Requests with neither header are not from a browser, so they cannot ride a victim's cookies.
 */
export const isCrossSite = (request: FastifyRequest, trustedOrigins: ReadonlySet<string>) => {
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  if (origin) {
    const parsed = originOf(origin);
    if (parsed && trustedOrigins.has(parsed)) return false;
    return !parsed || parsed !== originOf(`${request.protocol}://${request.host}`);
  }
  if (site) return site !== 'same-origin' && site !== 'none';
  return false;
};

export const csrfPlugin = fp(
  async (app: FastifyInstance) => {
    const trusted = new Set([app.config.publicUrl]);
    app.addHook('onRequest', async (request) => {
      if (safeMethods.has(request.method)) return;
      if (isCrossSite(request, trusted)) {
        throw forbidden('This request came from another site and was refused.');
      }
    });
  },
  { name: 'csrf' },
);
