import pg from 'pg';
import type { Statement } from './list-statements';
import type { LoadResult } from './load';
import { percentile } from './stats';

/**
 * The floor under the app: `connections` clients of raw `pg`, each sending one term's statements
 * back to back for `seconds`, no HTTP, no sessions, no JSON. Each client starts at its own term.
 */
export const runRawLoad = async (options: {
  databaseUrl: string;
  terms: readonly Statement[][];
  connections: number;
  seconds: number;
}): Promise<LoadResult> => {
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.connections });
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const stride = Math.max(1, Math.floor(options.terms.length / options.connections));
  try {
    await Promise.all(
      Array.from({ length: options.connections }, async (_, client) => {
        const connection = await pool.connect();
        try {
          for (let index = client * stride; performance.now() < deadline; index += 1) {
            const statements = options.terms[index % options.terms.length] ?? [];
            const sent = performance.now();
            try {
              for (const { sql, params } of statements) await connection.query(sql, params);
              latencies.push(performance.now() - sent);
            } catch {
              failures += 1;
            }
          }
        } finally {
          connection.release();
        }
      }),
    );
  } finally {
    await pool.end();
  }
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
