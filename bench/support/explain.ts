import type pg from 'pg';
import { listStatements, type Statement } from './list-statements';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Actual Rows': number;
  Plans?: PlanNode[];
}
interface ExplainOutput {
  Plan: PlanNode;
  'Planning Time': number;
  'Execution Time': number;
}

export interface QueryPlan {
  /** "session": the administrator's session lookup; "list": the list's own statements. */
  query: 'session' | 'list';
  executionMs: number;
  indexes: string[];
  /** Depth first, e.g. "Limit > Sort > Bitmap Heap Scan > Bitmap Index Scan on members_search_idx". */
  shape: string;
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

const describe = (node: PlanNode) =>
  node['Index Name'] ? `${node['Node Type']} on ${node['Index Name']}` : node['Node Type'];

/** One statement under `EXPLAIN (ANALYZE, BUFFERS)`: its time, the indexes it used, its shape. */
export const explainStatement = async (pool: pg.Pool, statement: Statement) => {
  const result = await pool.query<{ 'QUERY PLAN': ExplainOutput[] }>(
    `explain (analyze, buffers, format json) ${statement.sql}`,
    statement.params,
  );
  const output = result.rows[0]?.['QUERY PLAN'][0];
  if (!output) throw new Error('EXPLAIN returned no plan');
  const all = nodes(output.Plan);
  return {
    executionMs: output['Execution Time'],
    indexes: [...new Set(all.flatMap((node) => node['Index Name'] ?? []))],
    shape: all.map(describe).join(' > '),
  };
};

/** PostgreSQL's own text of `EXPLAIN (ANALYZE, BUFFERS)` for one statement, to print whole. */
export const explainText = async (pool: pg.Pool, statement: Statement) => {
  const result = await pool.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers) ${statement.sql}`,
    statement.params,
  );
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
};

/** The statements the list endpoint really sends (captured from the app's own code), explained. */
export const explainMemberSearch = async (pool: pg.Pool, search: string, cookie: string) => {
  const plans: QueryPlan[] = [];
  // The session lookup comes first (`adminRequestStatements`), then the list's statements.
  for (const [index, statement] of (await listStatements(pool, search, cookie)).entries()) {
    plans.push({
      query: index === 0 ? 'session' : 'list',
      ...(await explainStatement(pool, statement)),
    });
  }
  return plans;
};
