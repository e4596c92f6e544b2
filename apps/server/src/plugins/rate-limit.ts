import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { tooManyAttempts } from '../lib/errors';
import { sharedOrLocalStore } from './shared-or-local-store';
import { drawnPagesRoute } from './web';

/** Redis for the shared counters; an outage is logged once when it starts and once when it ends. */
const connectRedis = (app: FastifyInstance, url: string) => {
  const redis = new Redis(url, {
    connectTimeout: 500,
    maxRetriesPerRequest: 1,
    // Without a connection a command fails at once, and the process's own counters answer.
    enableOfflineQueue: false,
  });
  let down = false;
  redis.on('error', (error) => {
    if (down) return;
    down = true;
    app.log.warn({ err: error }, "Redis unreachable: rate limits use this process's own counters");
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    app.log.info('Redis is back: rate limits are shared again');
  });
  app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  return redis;
};

/** A start waits for Redis's first answer, so counting is shared from the first request on. */
const firstAnswer = (redis: Redis) =>
  new Promise<void>((resolve) => {
    redis.once('ready', () => resolve());
    redis.once('error', () => resolve());
  });

/**
 * A generous limit per address on every API route and drawn page; routes that guess at secrets (sign-in,
 * codes, lookups) set tighter limits of their own through `config.rateLimit`.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const redis = app.config.redisUrl ? connectRedis(app, app.config.redisUrl) : undefined;
    if (redis) await firstAnswer(redis);
    await app.register(rateLimit, {
      global: true,
      ...(redis ? { store: sharedOrLocalStore(redis, 'osi-rate-limit:') } : {}),
      max: 600,
      timeWindow: '1 minute',
      // The matched route's path, never the raw URL, which percent-encoding can disguise. A page
      // drawn on the server reads the database as its API calls would (decision 073); one served
      // from the page cache reads nothing (decision 090).
      allowList: (request) => {
        const route = request.routeOptions.url ?? '';
        if (route === drawnPagesRoute) return app.pageCache.hit(request) !== undefined;
        return !route.startsWith('/api/');
      },
      errorResponseBuilder: (_request, context) => tooManyAttempts(context.ttl),
    });
  },
  { name: 'rate-limit', dependencies: ['page-cache'] },
);
