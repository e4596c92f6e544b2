import type { LoadResult } from './load';
import type { PaymentEndpoint } from './payment-kinds';
import { ms } from './stats';
import { markdownTable } from './table';

/** Issue 22: the Payments page's list and totals under 50 ms at p95 at 10 connections. */
export const targetP95Ms = 50;
export const targetConnections = 10;

export interface PaymentRun {
  kind: string;
  endpoint: PaymentEndpoint;
  /** Median of what the kind's requests reported: the list's `total`, the totals' count. */
  matches: number;
  connections: number;
  result: LoadResult;
  /** The same statements from raw `pg`, as many clients as connections: the floor. */
  raw: LoadResult;
}

const valid = (run: PaymentRun) => run.result.failures === 0 && run.raw.failures === 0;
const fast = (run: PaymentRun) => valid(run) && run.result.p95 < targetP95Ms;

export const paymentsTable = (runs: readonly PaymentRun[]) =>
  markdownTable(
    [
      'endpoint',
      'kind',
      'matches',
      'conns',
      'requests',
      'req/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'max ms',
      `p95 < ${targetP95Ms} ms`,
      'raw pg req/s',
      'raw pg p50 ms',
      'raw pg p95 ms',
      'app / raw',
    ],
    runs.map((run) => [
      run.endpoint,
      run.kind,
      String(run.matches),
      String(run.connections),
      String(run.result.requests),
      run.result.perSecond.toFixed(0),
      ms(run.result.p50),
      ms(run.result.p95),
      ms(run.result.p99),
      ms(run.result.max),
      valid(run)
        ? fast(run)
          ? 'yes'
          : 'NO'
        : `INVALID: ${run.result.failures + run.raw.failures} failed`,
      run.raw.perSecond.toFixed(0),
      ms(run.raw.p50),
      ms(run.raw.p95),
      (run.result.perSecond / run.raw.perSecond).toFixed(2),
    ]),
  );

/** The requirement's line (10 connections), and the same reading at every other level. */
export const paymentVerdicts = (runs: readonly PaymentRun[]) =>
  [...new Set(runs.map((run) => run.connections))].map((connections) => {
    const slow = runs
      .filter((run) => run.connections === connections && !fast(run))
      .map((run) => `${run.endpoint}: ${run.kind}`);
    const required = connections === targetConnections;
    return {
      connections,
      met: slow.length === 0,
      line:
        `${connections} connection(s)${required ? '' : ' (not required)'}: the Payments list and totals ` +
        `under ${targetP95Ms} ms at p95, ${slow.length === 0 ? 'MET' : `NOT MET (${slow.join('; ')})`}.`,
    };
  });
