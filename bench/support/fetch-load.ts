import type { Request } from 'autocannon';
import type { LoadResult } from './load';
import { percentile } from './stats';

/**
 * `connections` clients each sending the next request of the list as soon as the last one is
 * answered, for `seconds`, over Node's own HTTP client (undici). For writes: each request is sent
 * once. Autocannon lost answers to POSTs under load here (a tenth of them timed out after 10 s
 * while the same requests over undici were all answered within half a second), so the writes
 * are measured with this.
 */
export const runFetchLoad = async (options: {
  baseUrl: string;
  requests: readonly Request[];
  connections: number;
  seconds: number;
  okStatus: number;
}): Promise<LoadResult> => {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < deadline && next < options.requests.length) {
        const request = options.requests[next++]!;
        const sent = performance.now();
        try {
          const response = await fetch(`${options.baseUrl}${request.path}`, {
            method: request.method,
            headers: request.headers as Record<string, string>,
            body: (request as { body?: string }).body,
            signal: AbortSignal.timeout(10_000),
          });
          await response.arrayBuffer();
          if (response.status === options.okStatus) latencies.push(performance.now() - sent);
          else failures += 1;
        } catch {
          failures += 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    failures,
  };
};
