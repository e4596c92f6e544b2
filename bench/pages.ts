import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Request } from 'autocannon';
import { pressArticlePath, publicPagePaths } from '@osi/shared';
import { recreateDatabase } from './support/database';
import { runLoad, type LoadResult } from './support/load';
import { loadAverage, warnIfBusy } from './support/machine';
import { firstSlug, shortNameOf } from './support/public-pages';
import { writeResults } from './support/results';
import { clientAddress } from './support/search-kinds';
import { startServer } from './support/server-process';
import {
  benchDatabaseUrl,
  databaseNameOf,
  envInteger,
  repositoryRoot,
  withDatabase,
} from './support/settings';
import { ms } from './support/stats';
import { markdownTable } from './support/table';

const seconds = envInteger('BENCH_SECONDS', 10);
const connectionLevels = [10, 50];
/** Targets against the floor: the same bytes served as a static file by the same server. */
const targets = { cached: 0.5, uncached: 0.15 };
const onPostgres = process.env.BENCH_PAGES_DATABASE === 'postgres';

const webDist = path.join(repositoryRoot, 'apps', 'web', 'dist');
if (!(await fs.stat(path.join(webDist, '..', 'dist-server')).catch(() => undefined))) {
  throw new Error('The web app is not built with its server renderer: run `npm run build` first.');
}

const databaseUrl = onPostgres
  ? withDatabase(benchDatabaseUrl, `${databaseNameOf(benchDatabaseUrl)}_pages`)
  : '';
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'osi-bench-pages-'));
if (onPostgres) await recreateDatabase(databaseUrl);
/**
 * The site with its demo content, on PostgreSQL or the embedded database (one process at a time;
 * production refuses it, so that run is a development server's, which draws pages the same way).
 */
const start = (pageCache: 'on' | 'reads' | 'off') =>
  startServer(databaseUrl, {
    ...(onPostgres ? {} : { NODE_ENV: 'development' }),
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'true',
    PAGE_CACHE: pageCache,
  });

/** As a browser asks, from many addresses, so the per-address limit is not what is measured. */
const requestsFor = (pagePath: string): Request[] =>
  Array.from({ length: 1_000 }, (_, index) => ({
    method: 'GET',
    path: pagePath,
    headers: { 'accept-encoding': 'br, gzip', 'x-forwarded-for': clientAddress(index) },
  }));

const floorFileOf = (page: string) => `bench-floor-${page}.html`;

console.log(
  `Drawn pages on ${onPostgres ? `PostgreSQL (${databaseNameOf(databaseUrl)})` : 'the embedded database'}, ` +
    `${seconds} s a run; ${os.availableParallelism()} CPUs, Node ${process.version}, load average ${loadAverage()}`,
);
warnIfBusy();

// The pages and their bytes, as a signed-out visitor gets them; static files need a restart.
let server = await start('on');
let pages: Record<string, string>;
try {
  const shortName = await shortNameOf(server.baseUrl);
  pages = {
    home: publicPagePaths.home,
    article: pressArticlePath(shortName, await firstSlug(server.baseUrl, 'press')),
    events: publicPagePaths.events,
  };
  for (const [page, pagePath] of Object.entries(pages)) {
    const response = await fetch(`${server.baseUrl}${pagePath}`);
    const html = await response.text();
    if (response.status !== 200 || !html.includes('id="server-state"')) {
      throw new Error(`${pagePath} was not drawn on the server (${response.status})`);
    }
    const file = path.join(webDist, floorFileOf(page));
    await fs.writeFile(file, html);
    await fs.writeFile(`${file}.br`, zlib.brotliCompressSync(html));
    await fs.writeFile(`${file}.gz`, zlib.gzipSync(html));
  }
} finally {
  await server.stop();
}

interface Run {
  page: string;
  connections: number;
  cached: LoadResult;
  uncached: LoadResult;
  nothingKept: LoadResult;
  floor: LoadResult;
  loadAverage: string;
}
const runs: Run[] = [];
const measure = (pagePath: string, connections: number, baseUrl: string) =>
  runLoad({ baseUrl, requests: requestsFor(pagePath), connections, seconds });

try {
  const results = new Map<string, Partial<Run>>();
  // Kept pages; each page drawn, with the reads kept as in production; nothing kept at all.
  for (const pageCache of ['on', 'reads', 'off'] as const) {
    server = await start(pageCache);
    try {
      for (const [page, pagePath] of Object.entries(pages)) {
        // The first visit draws it; the next tells whether it was kept. A background pass that
        // writes (the event offer pass, each minute) empties the cache, so a few tries.
        let cache: string | null = null;
        for (let tries = 0; tries < 5 && cache !== 'hit'; tries += 1) {
          const answer = await fetch(`${server.baseUrl}${pagePath}`);
          cache = answer.headers.get('x-cache');
        }
        if (cache !== (pageCache === 'on' ? 'hit' : null)) {
          throw new Error(`${pagePath} answered x-cache ${cache} with PAGE_CACHE=${pageCache}`);
        }
        for (const connections of connectionLevels) {
          const key = `${page} ${connections}`;
          const run = results.get(key) ?? { page, connections };
          results.set(key, run);
          if (pageCache === 'on') {
            run.cached = await measure(pagePath, connections, server.baseUrl);
            run.floor = await measure(`/${floorFileOf(page)}`, connections, server.baseUrl);
          } else if (pageCache === 'reads') {
            run.uncached = await measure(pagePath, connections, server.baseUrl);
          } else {
            run.nothingKept = await measure(pagePath, connections, server.baseUrl);
            run.loadAverage = loadAverage();
            runs.push(run as Run);
            console.log(`  ${key} connections measured`);
          }
        }
      }
    } finally {
      await server.stop();
    }
  }
} finally {
  for (const page of Object.keys(pages)) {
    const file = path.join(webDist, floorFileOf(page));
    await Promise.all(
      [file, `${file}.br`, `${file}.gz`].map((name) => fs.rm(name, { force: true })),
    );
  }
  await fs.rm(dataDir, { recursive: true, force: true });
}

const ratio = (run: LoadResult, floor: LoadResult) => run.perSecond / floor.perSecond;
const verdict = (run: LoadResult, floor: LoadResult, target: number) =>
  run.failures + floor.failures > 0
    ? `INVALID: ${run.failures + floor.failures} failed`
    : ratio(run, floor) >= target
      ? 'yes'
      : 'NO';

console.log(
  '\nGET of a drawn page, signed out (accept-encoding br, gzip), beside the same bytes as a static file.\n' +
    'Uncached: drawn for each request, its reads kept (PAGE_CACHE=reads); nothing kept: PAGE_CACHE=off.\n',
);
console.log(
  markdownTable(
    [
      'page',
      'conns',
      'cached /s',
      'cached p95 ms',
      'uncached /s',
      'uncached p95 ms',
      'nothing kept /s',
      'static /s',
      'static p95 ms',
      `cached ≥ ${targets.cached}×`,
      `uncached ≥ ${targets.uncached}×`,
      'load avg',
    ],
    runs.map((run) => [
      run.page,
      String(run.connections),
      run.cached.perSecond.toFixed(0),
      ms(run.cached.p95),
      run.uncached.perSecond.toFixed(0),
      ms(run.uncached.p95),
      `${run.nothingKept.perSecond.toFixed(0)} (${ratio(run.nothingKept, run.floor).toFixed(2)}×${run.nothingKept.failures > 0 ? `, INVALID: ${run.nothingKept.failures} failed` : ''})`,
      run.floor.perSecond.toFixed(0),
      ms(run.floor.p95),
      `${ratio(run.cached, run.floor).toFixed(2)} ${verdict(run.cached, run.floor, targets.cached)}`,
      `${ratio(run.uncached, run.floor).toFixed(2)} ${verdict(run.uncached, run.floor, targets.uncached)}`,
      run.loadAverage,
    ]),
  ),
);
await writeResults(`pages-${onPostgres ? 'postgres' : 'embedded'}`, {
  seconds,
  database: onPostgres ? 'postgres' : 'embedded',
  runs,
});
