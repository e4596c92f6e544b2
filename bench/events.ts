import pg from 'pg';
import { startSmtpSink } from '../apps/server/test/support/smtp-sink';
import { recreateDatabase } from './support/database';
import {
  eventOutcome,
  insertBenchEvent,
  registrationRequests,
  registrationStatements,
  verifiedGuests,
} from './support/event-registration-run';
import { runFetchLoad } from './support/fetch-load';
import type { LoadResult } from './support/load';
import { describeMachine, loadAverage } from './support/machine';
import { runRawLoad } from './support/raw-load';
import { writeResults } from './support/results';
import { startServer } from './support/server-process';
import { benchDatabaseUrl, envInteger, withDatabase } from './support/settings';
import { ms } from './support/stats';
import { markdownTable } from './support/table';

const seconds = envInteger('BENCH_SECONDS', 10);
const capacity = envInteger('BENCH_EVENT_PLACES', 2000);
/** Visitors per run: more than a run registers, so no one registers twice. */
const guestsPerRun = envInteger('BENCH_EVENT_GUESTS', 30_000);
const targetPerSecond = 500;
const connectionLevels = [1, 50];

const databaseUrl = withDatabase(benchDatabaseUrl, 'osi_bench_events');
await recreateDatabase(databaseUrl);
const machine = await describeMachine(databaseUrl);
console.log(
  `Registrations for one free event of ${capacity.toLocaleString('en-US')} places, ${seconds} s a run, on a fresh database.`,
);
// The tickets are mailed as in production, to a real SMTP server on loopback.
const smtp = await startSmtpSink();
const server = await startServer(databaseUrl, { SMTP_URL: smtp.url });
const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });

interface Run {
  connections: number;
  app: LoadResult & { registered: number; waiting: number; inOrder: boolean };
  raw: LoadResult & { registered: number; waiting: number; inOrder: boolean };
  loadAverage: string;
}

try {
  const warmUp = await insertBenchEvent(pool, capacity);
  await runFetchLoad({
    baseUrl: server.baseUrl,
    requests: registrationRequests(warmUp.slug, await verifiedGuests(pool, 5000, 'warm')),
    connections: 10,
    seconds: 2,
    okStatus: 201,
  });

  const runs: Run[] = [];
  for (const connections of connectionLevels) {
    const appEvent = await insertBenchEvent(pool, capacity);
    const appGuests = await verifiedGuests(pool, guestsPerRun, `app${connections}`);
    const app = await runFetchLoad({
      baseUrl: server.baseUrl,
      requests: registrationRequests(appEvent.slug, appGuests),
      connections,
      seconds,
      okStatus: 201,
    });
    const rawEvent = await insertBenchEvent(pool, capacity);
    const rawGuests = await verifiedGuests(pool, guestsPerRun, `raw${connections}`);
    const raw = await runRawLoad({
      databaseUrl,
      terms: rawGuests.map((guest) => registrationStatements(rawEvent, guest)),
      connections,
      seconds,
    });
    const run = {
      connections,
      app: { ...app, ...(await eventOutcome(pool, appEvent.id)) },
      raw: { ...raw, ...(await eventOutcome(pool, rawEvent.id)) },
      loadAverage: loadAverage(),
    };
    runs.push(run);
    console.log(
      `  ${connections} conn: app ${app.perSecond.toFixed(0)} registrations/s, p95 ${ms(app.p95)} ms, ` +
        `${run.app.registered} places + ${run.app.waiting} waiting; raw pg ${raw.perSecond.toFixed(0)}/s, p95 ${ms(raw.p95)} ms`,
    );
  }

  console.log(
    `\nPOST /api/events/:slug/registrations (a verified visitor, a free place or the waiting list), and raw pg sending the statements it sends\n`,
  );
  console.log(
    markdownTable(
      [
        'connections',
        'app /s',
        'app p95 ms',
        'raw pg /s',
        'raw pg p95 ms',
        'app / raw',
        'places',
        'waiting',
        'failures',
        'load avg',
      ],
      runs.map((run) => [
        String(run.connections),
        run.app.perSecond.toFixed(0),
        ms(run.app.p95),
        run.raw.perSecond.toFixed(0),
        ms(run.raw.p95),
        (run.app.perSecond / run.raw.perSecond).toFixed(2),
        `${run.app.registered} of ${capacity}`,
        String(run.app.waiting),
        String(run.app.failures),
        run.loadAverage,
      ]),
    ),
  );

  const loaded = runs.find((run) => run.connections === 50)!;
  const overbooked = runs.some(
    (run) => run.app.registered > capacity || run.raw.registered > capacity,
  );
  const accounted = runs.every(
    (run) =>
      run.app.registered + run.app.waiting === run.app.requests &&
      run.app.registered === Math.min(capacity, run.app.requests) &&
      run.app.inOrder,
  );
  const verdicts = [
    `${targetPerSecond} registrations a second at 50 connections: ${loaded.app.perSecond.toFixed(0)}/s, ${loaded.app.perSecond >= targetPerSecond ? 'MET' : 'NOT MET'}.`,
    `No overbooking, every success a place or a waiting number, places to the first taken: ${!overbooked && accounted ? 'MET' : 'NOT MET'}.`,
    `No failed requests: ${runs.every((run) => run.app.failures === 0) ? 'MET' : 'NOT MET'}.`,
  ];
  console.log('');
  for (const line of verdicts) console.log(line);
  await writeResults('events', { machine, seconds, capacity, runs, verdicts });
} finally {
  await server.stop();
  await smtp.close();
  await pool.end();
}
