import type { QueryPlan } from './explain';
import type { LoadResult } from './load';
import { ms } from './stats';
import { markdownTable } from './table';

export const targetP95Ms = 50;

export interface SearchRun {
  kind: string;
  required: boolean;
  /** Median of the totals the list reported for the kind's terms. */
  matches: number;
  connections: number;
  result: LoadResult;
}

export interface ExplainedKind {
  kind: string;
  term: string;
  plans: QueryPlan[];
}

const passes = (run: SearchRun) => run.result.failures === 0 && run.result.p95 < targetP95Ms;

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
      `p95 < ${targetP95Ms} ms`,
    ],
    runs.map((run) => [
      run.kind,
      String(run.matches),
      String(run.connections),
      String(run.result.requests),
      run.result.perSecond.toFixed(0),
      ms(run.result.p50),
      ms(run.result.p95),
      ms(run.result.p99),
      ms(run.result.max),
      run.result.failures > 0
        ? `INVALID: ${run.result.failures} failed`
        : passes(run)
          ? 'yes'
          : 'NO',
    ]),
  );

export const planTable = (explained: readonly ExplainedKind[]) =>
  markdownTable(
    ['kind', 'term', 'query', 'ms', 'GIN index used', 'plan'],
    explained.flatMap(({ kind, term, plans }) =>
      plans.map((plan) => [
        kind,
        term === '' ? '(none)' : term,
        plan.query,
        ms(plan.executionMs),
        plan.indexes.includes('members_search_idx') ? 'yes' : 'no',
        plan.shape,
      ]),
    ),
  );

/** One line per concurrency: does every kind the requirement names stay under the target? */
export const verdicts = (runs: readonly SearchRun[]) =>
  [...new Set(runs.map((run) => run.connections))].map((connections) => {
    const named = runs.filter((run) => run.required && run.connections === connections);
    const missed = named.filter((run) => !passes(run)).map((run) => run.kind);
    return {
      connections,
      met: missed.length === 0,
      line:
        `p95 < ${targetP95Ms} ms for every named kind at ${connections} connection(s): ` +
        (missed.length === 0 ? 'MET' : `NOT MET (${missed.join(', ')})`),
    };
  });
