import pg from 'pg';
import type { Statement } from './list-statements';
import { loadResultOf, type LoadResult } from './load';

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
  return loadResultOf(latencies, (performance.now() - started) / 1000, failures);
};
