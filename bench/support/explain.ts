import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import * as schema from '../../apps/server/src/db/schema';
import { listMembersPage } from '../../apps/server/src/modules/members/members.service';

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
  query: 'rows' | 'count';
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
  const statements: { sql: string; params: unknown[] }[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (sql, params) => statements.push({ sql, params }) },
  });
  await listMembersPage(db, { page: 1, pageSize: 20, search, deleted: false });
  const plans: QueryPlan[] = [];
  for (const statement of statements) {
    const result = await pool.query<{ 'QUERY PLAN': ExplainOutput[] }>(
      `explain (analyze, buffers, format json) ${statement.sql}`,
      statement.params,
    );
    const output = result.rows[0]?.['QUERY PLAN'][0];
    if (!output) throw new Error('EXPLAIN returned no plan');
    const all = nodes(output.Plan);
    plans.push({
      query: /count\(\*\)/.test(statement.sql) ? 'count' : 'rows',
      executionMs: output['Execution Time'],
      indexes: [...new Set(all.flatMap((node) => node['Index Name'] ?? []))],
      shape: all.map(describe).join(' > '),
    });
  }
  return plans;
};
