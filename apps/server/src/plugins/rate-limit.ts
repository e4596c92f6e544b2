import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../lib/errors';

const minutes = (n: number) => `${n} minute${n === 1 ? '' : 's'}`;

/**
 * A generous limit per address on every API route; routes that guess at secrets (sign-in,
 * codes, lookups) set tighter limits of their own through `config.rateLimit`.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const redis = app.config.redisUrl
      ? new Redis(app.config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 })
      : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      global: true,
      ...(redis ? { redis, nameSpace: 'osi-rate-limit:' } : {}),
      max: 600,
      timeWindow: '1 minute',
      // The matched route's path, never the raw URL, which percent-encoding can disguise.
      allowList: (request) => !(request.routeOptions.url ?? '').startsWith('/api/'),
      errorResponseBuilder: (_request, context) =>
        new AppError(
          429,
          'rate_limited',
          `Too many attempts. Please wait ${minutes(Math.max(1, Math.ceil(context.ttl / 60_000)))} and try again.`,
        ),
    });
  },
  { name: 'rate-limit' },
);
