import type { QueryPlan } from './explain';
import type { LoadResult } from './load';
import { ms } from './stats';
import { markdownTable } from './table';

/** p95 targets: the kinds the requirement names, and the broad ones (two letters, domain, none). */
export const targetP95Ms = { named: 50, broad: 100 };
/** The app's requests per second against raw `pg` sending the same statements. */
export const targetRatio = 0.5;

export interface SearchRun {
  kind: string;
  required: boolean;
  /** Median of the totals the list reported for the kind's terms; `capped` if that one was. */
  matches: { median: number; capped: boolean };
  connections: number;
  result: LoadResult;
  /** The same statements from raw `pg`, as many clients as connections: the floor. */
  raw: LoadResult;
  /** The machine's load average (1, 5, 15 minutes) when the run ended. */
  loadAverage: string;
}

export interface ExplainedKind {
  kind: string;
  term: string;
  plans: QueryPlan[];
}

const targetOf = (run: SearchRun) => (run.required ? targetP95Ms.named : targetP95Ms.broad);
const ratioOf = (run: SearchRun) => run.result.perSecond / run.raw.perSecond;
const valid = (run: SearchRun) => run.result.failures === 0 && run.raw.failures === 0;
const fast = (run: SearchRun) => valid(run) && run.result.p95 < targetOf(run);
const nearFloor = (run: SearchRun) => valid(run) && ratioOf(run) >= targetRatio;
const yesNo = (met: boolean) => (met ? 'yes' : 'NO');

export const loadTable = (runs: readonly SearchRun[]) =>
  markdownTable(
    [
      'kind',
      'matches',
      'conns',
      'requests',
      'req/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'max ms',
      'p95 target',
      'met',
      'raw pg req/s',
      'raw pg p95 ms',
      'app / raw',
      `≥ ${targetRatio}`,
      'load average',
    ],
    runs.map((run) => [
      run.required ? run.kind : `_${run.kind}_`,
      `${run.matches.median}${run.matches.capped ? '+' : ''}`,
      String(run.connections),
      String(run.result.requests),
      run.result.perSecond.toFixed(0),
      ms(run.result.p50),
      ms(run.result.p95),
      ms(run.result.p99),
      ms(run.result.max),
      `< ${targetOf(run)} ms`,
      valid(run) ? yesNo(fast(run)) : `INVALID: ${run.result.failures + run.raw.failures} failed`,
      run.raw.perSecond.toFixed(0),
      ms(run.raw.p95),
      ratioOf(run).toFixed(2),
      yesNo(nearFloor(run)),
      run.loadAverage,
    ]),
  );

/** The members' trigram GIN indexes: the search text's, and the digit search table's (098). */
const trigramIndex = /^(members_search|member_digit_search_\w+)_idx$/;

export const planTable = (explained: readonly ExplainedKind[]) =>
  markdownTable(
    ['kind', 'term', 'statement', 'ms', 'trigram indexes used', 'plan'],
    explained.flatMap(({ kind, term, plans }) =>
      plans.map((plan) => [
        kind,
        term === '' ? '(none)' : term,
        plan.query,
        ms(plan.executionMs),
        plan.indexes.filter((index) => trigramIndex.test(index)).join(', ') || 'none',
        plan.shape,
      ]),
    ),
  );

/** One line per concurrency: every kind under its p95 target, and the app near its floor? */
export const verdicts = (runs: readonly SearchRun[]) =>
  [...new Set(runs.map((run) => run.connections))].map((connections) => {
    const level = runs.filter((run) => run.connections === connections);
    const slow = level.filter((run) => !fast(run)).map((run) => run.kind);
    const far = level.filter((run) => !nearFloor(run)).map((run) => run.kind);
    const met = slow.length === 0 && far.length === 0;
    return {
      connections,
      met,
      line:
        `${connections} connection(s): p95 under ${targetP95Ms.named} ms for every named kind and ` +
        `${targetP95Ms.broad} ms for the broad ones, ${slow.length === 0 ? 'MET' : `NOT MET (${slow.join(', ')})`}; ` +
        `app at least ${targetRatio} × raw pg, ${far.length === 0 ? 'MET' : `NOT MET (${far.join(', ')})`}.`,
    };
  });
