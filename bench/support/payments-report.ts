import { floorRunCells, floorRunHeaders, underTarget, type FloorRun } from './floor-run';
import type { PaymentEndpoint } from './payment-kinds';
import { markdownTable } from './table';

/** Issue 22: the Payments page's list and totals under 50 ms at p95 at 10 connections. */
export const targetP95Ms = 50;
export const targetConnections = 10;

export interface PaymentRun extends FloorRun {
  kind: string;
  endpoint: PaymentEndpoint;
  /** Median of what the kind's requests reported: the list's `total`, the totals' count. */
  matches: number;
}

const fast = (run: PaymentRun) => underTarget(run, targetP95Ms);

export const paymentsTable = (runs: readonly PaymentRun[]) =>
  markdownTable(
    ['endpoint', 'kind', 'matches', ...floorRunHeaders(`p95 < ${targetP95Ms} ms`), 'app / raw'],
    runs.map((run) => [
      run.endpoint,
      run.kind,
      String(run.matches),
      ...floorRunCells(run, targetP95Ms),
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
