import { databaseNameOf, benchDatabaseUrl, envInteger } from './support/settings';
import { seedMembers } from './support/seed';
import { writeResults } from './support/results';

const count = envInteger('BENCH_MEMBERS', 100_000);
console.log(
  `Seeding ${count.toLocaleString('en-US')} members into ${databaseNameOf(benchDatabaseUrl)} ...`,
);
const result = await seedMembers(benchDatabaseUrl, count);
console.log(
  [
    `  recreate + migrate  ${result.migrateSeconds.toFixed(1)} s`,
    `  insert members      ${result.membersSeconds.toFixed(1)} s  (${Math.round(count / result.membersSeconds).toLocaleString('en-US')} rows/s)`,
    `  search indexes      ${result.indexesSeconds.toFixed(1)} s`,
    `  insert payments     ${result.paymentsSeconds.toFixed(1)} s  (${result.payments.renewals.toLocaleString('en-US')} renewals, ${result.payments.fellowships.toLocaleString('en-US')} fellowship fees, ${result.payments.receipts.toLocaleString('en-US')} receipts)`,
    `  vacuum analyze      ${result.analyseSeconds.toFixed(1)} s`,
    `  total               ${result.totalSeconds.toFixed(1)} s`,
    `  live members        ${result.liveMembers.toLocaleString('en-US')} (about 1% are soft-deleted)`,
  ].join('\n'),
);
await writeResults('seed', result);
