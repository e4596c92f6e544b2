import autocannon, { type Request } from 'autocannon';
import { percentile } from './stats';

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Responses other than 200, and connection errors or timeouts: any of them spoils the run. */
  failures: number;
}

/** A run's figures from the latencies of its successes (ms), its length and its failures. */
export const loadResultOf = (
  latencies: number[],
  seconds: number,
  failures: number,
): LoadResult => {
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

/** Each client starts at its own place in the list, so connections do not ask in lockstep. */
const rotate = <T>(list: readonly T[], by: number) => [...list.slice(by), ...list.slice(0, by)];

/** Keeps `connections` requests in flight for `seconds`; latencies are taken from every response. */
export const runLoad = async (options: {
  baseUrl: string;
  requests: Request[];
  connections: number;
  seconds: number;
}): Promise<LoadResult> => {
  const latencies: number[] = [];
  let failures = 0;
  let clients = 0;
  const stride = Math.max(1, Math.floor(options.requests.length / options.connections));
  const instance = autocannon({
    url: options.baseUrl,
    connections: options.connections,
    duration: options.seconds,
    requests: options.requests,
    setupClient: (client) => client.setRequests(rotate(options.requests, clients++ * stride)),
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode === 200) latencies.push(responseTime);
    else failures += 1;
  });
  const result = await instance;
  return loadResultOf(latencies, result.duration, failures + result.errors + result.timeouts);
};
