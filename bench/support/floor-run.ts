import type { LoadResult } from './load';
import { ms } from './stats';

/** A load run of the app beside the same statements sent by raw `pg`: its floor. */
export interface FloorRun {
  connections: number;
  result: LoadResult;
  raw: LoadResult;
}

/** A run counts only when neither side had failures. */
export const validRun = (run: FloorRun) => run.result.failures === 0 && run.raw.failures === 0;

/** Whether a valid run's p95 is under `targetMs`. */
export const underTarget = (run: FloorRun, targetMs: number) =>
  validRun(run) && run.result.p95 < targetMs;

/** The columns every load table shows of the app's run, the target, and the floor's run. */
export const floorRunHeaders = (target: string) => [
  'conns',
  'requests',
  'req/s',
  'p50 ms',
  'p95 ms',
  'p99 ms',
  'max ms',
  target,
  'raw pg req/s',
  'raw pg p50 ms',
  'raw pg p95 ms',
];

export const floorRunCells = (run: FloorRun, targetMs: number) => [
  String(run.connections),
  String(run.result.requests),
  run.result.perSecond.toFixed(0),
  ms(run.result.p50),
  ms(run.result.p95),
  ms(run.result.p99),
  ms(run.result.max),
  validRun(run)
    ? underTarget(run, targetMs)
      ? 'yes'
      : 'NO'
    : `INVALID: ${run.result.failures + run.raw.failures} failed`,
  run.raw.perSecond.toFixed(0),
  ms(run.raw.p50),
  ms(run.raw.p95),
];
