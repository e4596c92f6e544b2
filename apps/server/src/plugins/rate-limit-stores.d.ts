// The stores @fastify/rate-limit ships and uses itself, which its types do not describe.
declare module '@fastify/rate-limit/store/*' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';
  type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;
  interface Store extends FastifyRateLimitStore {
    read(key: string, callback: Counted, timeWindow: number, max: number): void;
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): Store;
  }
  const Store: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    ...rest: unknown[]
  ) => Store;
  export default Store;
}
