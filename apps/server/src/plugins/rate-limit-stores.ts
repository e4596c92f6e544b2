import type { FastifyRateLimitStore } from '@fastify/rate-limit';
// @ts-expect-error -- @fastify/rate-limit ships its stores without types
import LocalStoreModule from '@fastify/rate-limit/store/LocalStore.js';
// @ts-expect-error -- @fastify/rate-limit ships its stores without types
import RedisStoreModule from '@fastify/rate-limit/store/RedisStore.js';

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;

export interface Store extends FastifyRateLimitStore {
  read(key: string, callback: Counted, timeWindow: number, max: number): void;
  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): Store;
}

type StoreConstructor = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  ...rest: unknown[]
) => Store;

/** The stores @fastify/rate-limit counts with itself: in the process, and in Redis. */
export const LocalStore = LocalStoreModule as StoreConstructor;
export const RedisStore = RedisStoreModule as StoreConstructor;
