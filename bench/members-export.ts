import { setTimeout as sleep } from 'node:timers/promises';
import { copyExportRows, copyExportStatement } from './support/copy-floor';
import { countLiveMembers } from './support/database';
import { startDownload } from './support/download';
import {
  comparison,
  exportTable,
  medianRun,
  quartersTable,
  rssAtQuarters,
  type ExportRun,
} from './support/export-report';
import { describeMachine, loadAverage } from './support/machine';
import { readMemory, sampleMemory } from './support/process-memory';
import { settleReminders } from './support/reminder-run';
import { writeResults } from './support/results';
import { seedMembers } from './support/seed';
import { startServer } from './support/server-process';
import {
  benchAdmin,
  benchDatabaseUrl,
  databaseNameOf,
  envInteger,
  withDatabase,
} from './support/settings';
import { signInAdmin } from './support/sign-in';

const smallCount = envInteger('BENCH_SMALL_MEMBERS', 10_000);
const runCount = envInteger('BENCH_EXPORT_RUNS', 3);
const smallUrl = withDatabase(benchDatabaseUrl, `${databaseNameOf(benchDatabaseUrl)}_small`);

/**
 * First, as its floor, `psql \copy` of the same rows, and of the export's own statement; then a
 * fresh server process per export, so each peak is that export's own.
 */
const exportFrom = async (databaseUrl: string): Promise<ExportRun> => {
  const members = await countLiveMembers(databaseUrl);
  const copy = await copyExportRows(databaseUrl);
  const statement = await copyExportStatement(databaseUrl);
  const server = await startServer(databaseUrl);
  try {
    const cookie = await signInAdmin(server.baseUrl, benchAdmin);
    await sleep(1_000);
    const before = await readMemory(server.pid);
    const download = startDownload(`${server.baseUrl}/api/admin/members/export.csv`, cookie);
    const sampler = sampleMemory(server.pid, () => download.counts.lines);
    const counts = await download.done;
    const samples = await sampler.stop();
    return {
      members,
      rows: counts.lines - 1,
      bytes: counts.bytes,
      seconds: counts.totalMs / 1000,
      firstByteMs: counts.headersMs,
      rssBefore: before.rss,
      peakRss: Math.max(...samples.map((sample) => sample.rss)),
      highWaterMark: (await readMemory(server.pid)).hwm,
      rssAtQuarters: rssAtQuarters(samples, counts.lines),
      copy,
      statement,
      loadAverage: loadAverage(),
    };
  } finally {
    await server.stop();
  }
};

const machine = await describeMachine(benchDatabaseUrl);
if ((await countLiveMembers(benchDatabaseUrl).catch(() => 0)) === 0) {
  console.error('The bench database has no members: run `npm run bench:seed` first.');
  process.exit(1);
}
console.log(`Seeding ${smallCount} members into ${databaseNameOf(smallUrl)} for comparison ...`);
await seedMembers(smallUrl, smallCount);

/**
 * The export of one database `runCount` times, one after the other. A server records the day's
 * reminders and tries to mail them when it starts; that is done first, so that it is not measured.
 */
const exportsFrom = async (databaseUrl: string) => {
  await settleReminders(databaseUrl);
  const runs: ExportRun[] = [];
  for (let run = 1; run <= runCount; run += 1) {
    runs.push(await exportFrom(databaseUrl));
    const last = runs.at(-1)!;
    console.log(
      `  ${last.members} members, run ${run}: ${last.seconds.toFixed(2)} s, \\copy ${last.copy.seconds.toFixed(2)} s, its statement ${last.statement.seconds.toFixed(2)} s; load average ${last.loadAverage}`,
    );
  }
  return runs;
};

const smallRuns = await exportsFrom(smallUrl);
const largeRuns = await exportsFrom(benchDatabaseUrl);
const [small, large] = [medianRun(smallRuns), medianRun(largeRuns)];

console.log('\nGET /api/admin/members/export.csv to /dev/null; server RSS sampled every 100 ms\n');
console.log(exportTable([...smallRuns, ...largeRuns]));
console.log(`\nThe median of the ${runCount} runs of each (peak RSS: the highest of them)\n`);
console.log(exportTable([small, large]));
console.log('\nServer RSS (MiB) as the stream passed each quarter of its rows, median run\n');
console.log(quartersTable([small, large]));
console.log(`\n${comparison(small, large)}`);
await writeResults('export', {
  machine,
  runs: [...smallRuns, ...largeRuns],
  medians: [small, large],
});
