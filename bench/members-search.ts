import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../apps/server/src/db/schema';
import { insertAdmin, sessionCookie } from '../apps/server/test/support/fixtures';
import { countLiveMembers } from './support/database';
import { explainMemberSearch } from './support/explain';
import { listStatements, type Statement } from './support/list-statements';
import { runLoad } from './support/load';
import { describeMachine, loadAverage } from './support/machine';
import { runRawLoad } from './support/raw-load';
import { writeResults } from './support/results';
import {
  clientAddress,
  sampleMembers,
  searchKinds,
  searchPath,
  searchRequests,
} from './support/search-kinds';
import {
  loadTable,
  planTable,
  verdicts,
  type ExplainedKind,
  type SearchRun,
} from './support/search-report';
import { startServer } from './support/server-process';
import { benchDatabaseUrl, envInteger } from './support/settings';
import { median, ms } from './support/stats';

const seconds = envInteger('BENCH_SECONDS', 10);
const connectionLevels = [1, 10];

const machine = await describeMachine(benchDatabaseUrl);
const members = await countLiveMembers(benchDatabaseUrl).catch(() => 0);
if (members === 0) {
  console.error('The bench database has no members: run `npm run bench:seed` first.');
  process.exit(1);
}
console.log(`${members.toLocaleString('en-US')} live members; ${seconds} s per run.`);

const pool = new pg.Pool({ connectionString: benchDatabaseUrl, max: 2 });
const db = drizzle(pool, { schema });
const admin = await insertAdmin(db);
const cookie = await sessionCookie(db, 'admin', admin.id);
/** `BENCH_SEARCH_KINDS=last 4,first name` runs only the kinds whose names contain one of those. */
const onlyKinds = process.env.BENCH_SEARCH_KINDS?.split(',').map((part) => part.trim());
const kinds = searchKinds(await sampleMembers(pool, 50)).filter(
  (kind) => !onlyKinds || onlyKinds.some((part) => kind.name.includes(part)),
);
const server = await startServer(benchDatabaseUrl);

const totalFor = async (term: string, index: number) => {
  const response = await fetch(`${server.baseUrl}${searchPath(term)}`, {
    headers: { cookie, 'x-forwarded-for': clientAddress(index) },
  });
  if (!response.ok) throw new Error(`GET ${searchPath(term)} answered ${response.status}`);
  return (await response.json()) as { total: number; totalIsCapped: boolean };
};

try {
  const matches = new Map<string, SearchRun['matches']>();
  const statements = new Map<string, Statement[][]>();
  for (const kind of kinds) {
    const totals = [];
    for (const [index, term] of kind.terms.entries()) totals.push(await totalFor(term, index));
    const middle = median(totals.map(({ total }) => total));
    const capped = totals.some(({ total, totalIsCapped }) => total === middle && totalIsCapped);
    matches.set(kind.name, { median: middle, capped });
    statements.set(
      kind.name,
      await Promise.all(kind.terms.map((term) => listStatements(pool, term, cookie))),
    );
  }

  const warmUp = kinds.flatMap((kind) => searchRequests(kind.terms, cookie, 100));
  await runLoad({ baseUrl: server.baseUrl, requests: warmUp, connections: 10, seconds: 3 });

  const runs: SearchRun[] = [];
  for (const connections of connectionLevels) {
    for (const kind of kinds) {
      const requests = searchRequests(kind.terms, cookie);
      const result = await runLoad({ baseUrl: server.baseUrl, requests, connections, seconds });
      const terms = statements.get(kind.name) ?? [];
      const raw = await runRawLoad({ databaseUrl: benchDatabaseUrl, terms, connections, seconds });
      const { name, required } = kind;
      const matched = matches.get(name) ?? { median: 0, capped: false };
      runs.push({
        kind: name,
        required,
        matches: matched,
        connections,
        result,
        raw,
        loadAverage: loadAverage(),
      });
      console.log(
        `  ${name}, ${connections} conn: p95 ${ms(result.p95)} ms, ${result.perSecond.toFixed(0)} req/s; ` +
          `raw pg ${raw.perSecond.toFixed(0)} req/s; load average ${loadAverage()}`,
      );
    }
  }
  const explained: ExplainedKind[] = [];
  for (const kind of kinds) {
    const term = kind.terms[0] ?? '';
    explained.push({ kind: kind.name, term, plans: await explainMemberSearch(pool, term, cookie) });
  }

  console.log(
    `\nGET /api/admin/members?search=… (20 rows a page; ${seconds} s a run), and raw pg sending the same statements\n`,
  );
  console.log(loadTable(runs));
  console.log('\nEXPLAIN ANALYZE of the statements the list sends, one term of each kind\n');
  console.log(planTable(explained));
  console.log('');
  const outcome = verdicts(runs);
  for (const { line } of outcome) console.log(line);
  await writeResults('search', { machine, members, seconds, runs, explained, outcome });
} finally {
  await server.stop();
  await pool.end();
}
