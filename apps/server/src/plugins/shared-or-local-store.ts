import type { FastifyRateLimitStore, RateLimitPluginOptions } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { LocalStore, RedisStore, type Store } from './rate-limit-stores';

type Method = 'incr' | 'read';

/**
 * Counts in Redis, shared by every app process, while Redis answers; in the process's own
 * counters while it does not, so an outage slows no request and refuses none. ioredis keeps
 * reconnecting, and counting goes back to Redis once it is ready again.
 */
class SharedOrLocalStore {
  constructor(
    private readonly redis: Redis,
    private readonly shared: Store,
    private readonly local: Store,
  ) {}

  private count(method: Method, ...[key, callback, timeWindow, max]: Parameters<Store['read']>) {
    if (this.redis.status !== 'ready') return this.local[method](key, callback, timeWindow, max);
    this.shared[method](
      key,
      (error, result) =>
        error ? this.local[method](key, callback, timeWindow, max) : callback(null, result),
      timeWindow,
      max,
    );
  }

  incr(...args: Parameters<Store['incr']>) {
    this.count('incr', ...args);
  }

  read(...args: Parameters<Store['read']>) {
    this.count('read', ...args);
  }

  child(routeOptions: Parameters<Store['child']>[0]): FastifyRateLimitStore {
    return new SharedOrLocalStore(
      this.redis,
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
    );
  }
}

/** The `store` option of @fastify/rate-limit for counters in Redis under `nameSpace`. */
export const sharedOrLocalStore = (redis: Redis, nameSpace: string) =>
  class extends SharedOrLocalStore {
    constructor({ continueExceeding = false, exponentialBackoff = false }: RateLimitPluginOptions) {
      super(
        redis,
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  };
