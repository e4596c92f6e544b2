import type { Request } from 'autocannon';
import { loadResultOf, type LoadResult } from './load';

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
  return loadResultOf(latencies, (performance.now() - started) / 1000, failures);
};
