import type pg from 'pg';
import { listStatements } from './list-statements';

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
  /** "matches": the statement that counts up to the limit and pages them; "page": the page of many. */
  query: 'matches' | 'page';
  executionMs: number;
  indexes: string[];
  /** Depth first, e.g. "Limit > Sort > Bitmap Heap Scan > Bitmap Index Scan on members_search_idx". */
  shape: string;
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

const describe = (node: PlanNode) =>
  node['Index Name'] ? `${node['Node Type']} on ${node['Index Name']}` : node['Node Type'];

/** The statements the list endpoint really sends (captured from the app's own code), explained. */
export const explainMemberSearch = async (pool: pg.Pool, search: string) => {
  const plans: QueryPlan[] = [];
  for (const statement of await listStatements(pool, search)) {
    const result = await pool.query<{ 'QUERY PLAN': ExplainOutput[] }>(
      `explain (analyze, buffers, format json) ${statement.sql}`,
      statement.params,
    );
    const output = result.rows[0]?.['QUERY PLAN'][0];
    if (!output) throw new Error('EXPLAIN returned no plan');
    const all = nodes(output.Plan);
    plans.push({
      query: /^with "matches"/.test(statement.sql) ? 'matches' : 'page',
      executionMs: output['Execution Time'],
      indexes: [...new Set(all.flatMap((node) => node['Index Name'] ?? []))],
      shape: all.map(describe).join(' > '),
    });
  }
  return plans;
};
