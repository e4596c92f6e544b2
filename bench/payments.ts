import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { adminReceiptPath, societyDay } from '@osi/shared';
import * as schema from '../apps/server/src/db/schema';
import { insertAdmin, sessionCookie } from '../apps/server/test/support/fixtures';
import { withClient } from './support/database';
import { explainStatement, explainText } from './support/explain';
import type { Statement } from './support/list-statements';
import { runLoad } from './support/load';
import { describeMachine } from './support/machine';
import {
  matchesOf,
  paymentKinds,
  paymentRequests,
  paymentStatements,
  samplePayers,
} from './support/payment-kinds';
import { paymentsTable, paymentVerdicts, type PaymentRun } from './support/payments-report';
import { runRawLoad } from './support/raw-load';
import {
  receiptRequests,
  receiptStatements,
  receiptTable,
  receiptVerdicts,
  sampleReceiptPayments,
  type ReceiptRun,
} from './support/receipt-run';
import {
  measureReminderRuns,
  reminderBatchSize,
  removeReminders,
  targetReminderSeconds,
} from './support/reminder-run';
import { writeResults } from './support/results';
import { startServer } from './support/server-process';
import { benchDatabaseUrl, envInteger } from './support/settings';
import { median, ms } from './support/stats';
import { markdownTable } from './support/table';

const seconds = envInteger('BENCH_SECONDS', 10);
const connectionLevels = [1, 10];

const machine = await describeMachine(benchDatabaseUrl);
const counts = await withClient(benchDatabaseUrl, async (client) => {
  const result = await client.query<{ members: number; payments: number }>(
    'select (select count(*) from members)::int as members, (select count(*) from payments)::int as payments',
  );
  return result.rows[0] ?? { members: 0, payments: 0 };
}).catch(() => ({ members: 0, payments: 0 }));
if (counts.payments === 0) {
  console.error('The bench database has no payments: run `npm run bench:seed` first.');
  process.exit(1);
}
console.log(
  `${counts.members.toLocaleString('en-US')} members, ${counts.payments.toLocaleString('en-US')} payments; ${seconds} s per run.`,
);

const today = societyDay();
const pool = new pg.Pool({ connectionString: benchDatabaseUrl, max: 2 });

// The reminders first, with no server running: the server runs the same pass when it starts,
// and would otherwise record today's reminders itself while the Payments page is measured.
console.log(`\nThe reminder pass for ${today} (batches of ${reminderBatchSize}) ...`);
const reminderDays = await measureReminderRuns(benchDatabaseUrl, pool, today);

const db = drizzle(pool, { schema });
const admin = await insertAdmin(db);
const cookie = await sessionCookie(db, 'admin', admin.id);
const kinds = paymentKinds(today, await samplePayers(pool, 50));
const receiptPayments = await sampleReceiptPayments(pool, 50);
const server = await startServer(benchDatabaseUrl);

try {
  const matches = new Map<string, number>();
  const statements = new Map<string, Statement[][]>();
  for (const kind of kinds) {
    const found = [];
    for (const filters of kind.filters)
      found.push(await matchesOf(server.baseUrl, kind, filters, cookie));
    matches.set(kind.name, median(found));
    statements.set(
      kind.name,
      await Promise.all(
        kind.filters.map((filters) => paymentStatements(pool, kind, filters, cookie)),
      ),
    );
  }

  const warmUp = [
    ...kinds.flatMap((kind) => paymentRequests(kind, cookie, 100)),
    ...receiptRequests(receiptPayments, cookie, 100),
  ];
  await runLoad({ baseUrl: server.baseUrl, requests: warmUp, connections: 10, seconds: 3 });

  const runs: PaymentRun[] = [];
  for (const connections of connectionLevels) {
    for (const kind of kinds) {
      const requests = paymentRequests(kind, cookie);
      const result = await runLoad({ baseUrl: server.baseUrl, requests, connections, seconds });
      const terms = statements.get(kind.name) ?? [];
      const raw = await runRawLoad({ databaseUrl: benchDatabaseUrl, terms, connections, seconds });
      const { name, endpoint } = kind;
      runs.push({
        kind: name,
        endpoint,
        matches: matches.get(name) ?? 0,
        connections,
        result,
        raw,
      });
      console.log(
        `  ${endpoint}: ${name}, ${connections} conn: p95 ${ms(result.p95)} ms, ${result.perSecond.toFixed(0)} req/s; ` +
          `raw pg ${raw.perSecond.toFixed(0)} req/s`,
      );
    }
  }

  const receiptTerms = await Promise.all(
    receiptPayments.map((paymentId) => receiptStatements(pool, paymentId, cookie)),
  );
  const receiptRuns: ReceiptRun[] = [];
  for (const connections of connectionLevels) {
    const requests = receiptRequests(receiptPayments, cookie);
    const result = await runLoad({ baseUrl: server.baseUrl, requests, connections, seconds });
    const raw = await runRawLoad({
      databaseUrl: benchDatabaseUrl,
      terms: receiptTerms,
      connections,
      seconds,
    });
    receiptRuns.push({ connections, result, raw });
    console.log(
      `  receipt PDF, ${connections} conn: p95 ${ms(result.p95)} ms, ${result.perSecond.toFixed(0)} req/s; ` +
        `raw pg p95 ${ms(raw.p95)} ms`,
    );
  }

  const explained = [];
  for (const kind of kinds) {
    const [, ...own] = statements.get(kind.name)?.[0] ?? [];
    for (const statement of own) {
      explained.push({ kind, statement, plan: await explainStatement(pool, statement) });
    }
  }
  const slowest = explained.reduce((a, b) => (b.plan.executionMs > a.plan.executionMs ? b : a));

  console.log(
    `\nGET /api/admin/payments (20 rows a page) and /api/admin/payments/totals, ${seconds} s a run, and raw pg sending the same statements\n`,
  );
  console.log(paymentsTable(runs));
  console.log('\nEXPLAIN ANALYZE of the statements each kind sends (its first filter set)\n');
  console.log(
    markdownTable(
      ['endpoint', 'kind', 'ms', 'plan'],
      explained.map(({ kind, plan }) => [
        kind.endpoint,
        kind.name,
        ms(plan.executionMs),
        plan.shape,
      ]),
    ),
  );
  console.log(
    `\nThe slowest, ${slowest.kind.endpoint}: ${slowest.kind.name}, EXPLAIN (ANALYZE, BUFFERS):\n`,
  );
  console.log(slowest.statement.sql);
  console.log(JSON.stringify(slowest.statement.params));
  console.log(await explainText(pool, slowest.statement));

  console.log(
    `\nThe reminder pass (sendDueReminders, batches of ${reminderBatchSize}), and its recording statement sent raw\n`,
  );
  console.log(
    markdownTable(
      [
        'run',
        'day',
        'reminders',
        'seconds',
        `< ${targetReminderSeconds} s`,
        'raw pg rows',
        'raw pg seconds',
      ],
      reminderDays.map((run) => [
        run.label,
        run.day,
        String(run.reminders),
        run.seconds.toFixed(2),
        run.seconds < targetReminderSeconds ? 'yes' : 'NO',
        String(run.floorRows),
        run.floorSeconds.toFixed(2),
      ]),
    ),
  );

  const sampleReceipt = await fetch(
    `${server.baseUrl}${adminReceiptPath(receiptPayments[0] ?? '')}`,
    { headers: { cookie } },
  );
  const receiptBytes = (await sampleReceipt.arrayBuffer()).byteLength;
  console.log(
    `\nGET /api/admin/payments/:id/receipt over ${receiptPayments.length} payments with receipts (a PDF of about ${Math.round(receiptBytes / 1024)} KB), and raw pg sending the statements it reads\n`,
  );
  console.log(receiptTable(receiptRuns));

  console.log('');
  const outcome = paymentVerdicts(runs);
  for (const { line } of outcome) console.log(line);
  const receiptOutcome = receiptVerdicts(receiptRuns);
  for (const { line } of receiptOutcome) console.log(line);
  const remindersMet = reminderDays.every((run) => run.seconds < targetReminderSeconds);
  console.log(
    `The day's reminder run over ${counts.members.toLocaleString('en-US')} members under ${targetReminderSeconds} s, ${remindersMet ? 'MET' : 'NOT MET'}.`,
  );
  await writeResults('payments', {
    machine,
    counts,
    seconds,
    runs,
    explained: explained.map(({ kind, plan }) => ({
      kind: kind.name,
      endpoint: kind.endpoint,
      ...plan,
    })),
    reminders: reminderDays,
    receipts: { bytes: receiptBytes, runs: receiptRuns },
    outcome: { payments: outcome, receipts: receiptOutcome, reminders: remindersMet },
  });
} finally {
  await server.stop();
  await withClient(benchDatabaseUrl, removeReminders);
  await pool.end();
}
