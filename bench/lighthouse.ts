import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { itemPagePaths, pressArticlePath, pressPath, publicPagePaths } from '@osi/shared';
import {
  failingAudits,
  missedTargets,
  summarize,
  targets,
  type PageSummary,
} from './support/lighthouse-report';
import { advisedSlowdown, defaultSlowdown, slowdownSetting } from './support/cpu-slowdown';
import { chromiumArgs } from '../e2e/support/launch';
import { loadAverage, warnIfBusy } from './support/machine';
import { firstSlug, shortNameOf } from './support/public-pages';
import { repositoryRoot } from './support/settings';
import { median } from './support/stats';
import { markdownTable } from './support/table';

const baseUrl = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless=new', ...chromiumArgs];
const reportDir = path.join(repositoryRoot, 'bench', '.results', 'lighthouse');

/** The fourteen public pages issue 25 names, then an article and an event of the seed. */
const shortName = await shortNameOf(baseUrl);
const allPages = {
  home: publicPagePaths.home,
  'about us': publicPagePaths.aboutUs,
  'membership benefits': publicPagePaths.membershipBenefits,
  gallery: publicPagePaths.gallery,
  'member directory': publicPagePaths.memberDirectory,
  fellows: publicPagePaths.fellows,
  podcast: publicPagePaths.podcast,
  youtube: publicPagePaths.youtube,
  'our committee': publicPagePaths.ourCommittee,
  events: publicPagePaths.events,
  'blog list': publicPagePaths.blog,
  'contact us': publicPagePaths.contactUs,
  'member login': '/member-login',
  'become a member': publicPagePaths.becomeAMember,
  'press list': pressPath(shortName),
  'press article': pressArticlePath(shortName, await firstSlug(baseUrl, 'press')),
  event: itemPagePaths.event.replace(
    ':slug',
    encodeURIComponent(await firstSlug(baseUrl, 'event')),
  ),
};

/** `PAGES=fellows,member-login` measures only those (names as in the table, spaces as hyphens). */
const chosen = process.env.PAGES?.split(',').map((name) => name.trim().replace(/-/g, ' '));
const pages = Object.fromEntries(
  Object.entries(allPages).filter(([page]) => !chosen || chosen.includes(page)),
);
if (Object.keys(pages).length === 0)
  throw new Error(`PAGES names none of: ${Object.keys(allPages).join(', ')}`);

/**
 * Runs per page; each page is judged on its run of median blocking time, as Lighthouse advises
 * for a figure that moves between runs (decision 108). Every run's figure is printed.
 */
const runsPerPage = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
if (!Number.isInteger(runsPerPage) || runsPerPage < 1 || runsPerPage % 2 === 0) {
  throw new Error('LIGHTHOUSE_RUNS must be an odd number of runs, so that one run is the median');
}

const slowdownAsked = slowdownSetting(process.env.LIGHTHOUSE_CPU_SLOWDOWN);
/** Runs of the first page that measure the machine, when the slowdown is calibrated. */
const calibrationRuns = 3;

/** One Lighthouse run; a broken trace (which Lighthouse says to run again) gets one more try. */
const measure = async (
  url: string,
  port: number,
  cpuSlowdownMultiplier: number,
  attemptsLeft = 2,
): Promise<NonNullable<Awaited<ReturnType<typeof lighthouse>>>> => {
  const run = await lighthouse(url, {
    port,
    output: 'html',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    throttling: { cpuSlowdownMultiplier },
  });
  if (!run) throw new Error(`Lighthouse gave no result for ${url}`);
  const error = run.lhr.runtimeError;
  if (!error || attemptsLeft <= 1) return run;
  console.log(`  ${error.code}: measuring again`);
  return measure(url, port, cpuSlowdownMultiplier, attemptsLeft - 1);
};

/** The slowdown the calculator advises for the median benchmark index of a few runs. */
const calibrate = async (url: string, port: number) => {
  const indexes: number[] = [];
  for (let index = 0; index < calibrationRuns; index += 1) {
    const run = await measure(url, port, defaultSlowdown);
    indexes.push(run.lhr.environment.benchmarkIndex);
  }
  const medianIndex = median(indexes);
  const slowdown = advisedSlowdown(medianIndex);
  console.log(
    `Calibrated: CPU indexes ${indexes.map(Math.round).join(', ')}, median ${Math.round(medianIndex)}: ` +
      `a ${slowdown.toFixed(1)}× slowdown for a mid-tier phone`,
  );
  return slowdown;
};

const startLoad = loadAverage();
warnIfBusy();
const userDataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'osi-lighthouse-'));
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, userDataDir });
const results: {
  page: string;
  load: string;
  summary: PageSummary;
  blockingTimes: number[];
  /** Lighthouse's measure of the machine's speed at each run (higher is faster). */
  cpuIndexes: number[];
  missed: string[];
}[] = [];
let lighthouseVersion = '';
let slowdown: number;
try {
  await fs.mkdir(reportDir, { recursive: true });
  slowdown =
    slowdownAsked === 'calibrated'
      ? await calibrate(`${baseUrl}${Object.values(pages)[0]!}`, chrome.port)
      : slowdownAsked;
  for (const [page, pagePath] of Object.entries(pages)) {
    const url = `${baseUrl}${pagePath}`;
    console.log(`Measuring ${page}: ${url}`);
    const load = loadAverage();
    const runs = [];
    for (let index = 0; index < runsPerPage; index += 1) {
      const run = await measure(url, chrome.port, slowdown);
      runs.push({ run, summary: summarize(run.lhr) });
    }
    const failedRun = runs.find(({ run }) => run.lhr.runtimeError);
    const blockingTimes = runs.map(({ summary }) => summary.tbtMs);
    const cpuIndexes = runs.map(({ run }) => run.lhr.environment.benchmarkIndex);
    runs.sort((a, b) => a.summary.tbtMs - b.summary.tbtMs);
    const { run, summary } = failedRun ?? runs[Math.floor(runs.length / 2)]!;
    lighthouseVersion = run.lhr.lighthouseVersion;
    const error = run.lhr.runtimeError;
    const missed = error ? [`no result (${error.code})`] : missedTargets(summary);
    results.push({ page, load, summary, blockingTimes, cpuIndexes, missed });
    await fs.writeFile(path.join(reportDir, `${page.replace(/ /g, '-')}.html`), String(run.report));
    if (missed.length > 0) {
      for (const [category, audits] of Object.entries(failingAudits(run.lhr))) {
        if (audits.length > 0) console.log(`  ${category}:\n    ${audits.join('\n    ')}`);
      }
    }
  }
} finally {
  chrome.kill();
  await fs.rm(userDataDir, { recursive: true, force: true });
}

const ms = (value: number) => `${Math.round(value)} ms`;
console.log(
  `\nLighthouse ${lighthouseVersion}, mobile, simulated throttling, CPU ${slowdown.toFixed(1)}× slower; ` +
    `${baseUrl}; ${new Date().toISOString()}; ` +
    `load average at start ${startLoad}; each page's run of median TBT of ${runsPerPage}\n`,
);
console.log(
  markdownTable(
    [
      'page',
      'load avg',
      'perf',
      'a11y',
      'SEO',
      'best pr.',
      'FCP',
      'LCP',
      'TBT',
      'TBT of each run',
      'CPU index of each run',
      'CLS',
      'JS transferred',
    ],
    results.map(({ page, load, summary: s, blockingTimes, cpuIndexes }) => [
      page,
      load,
      String(s.performance),
      String(s.accessibility),
      String(s.seo),
      String(s.bestPractices),
      ms(s.fcpMs),
      ms(s.lcpMs),
      ms(s.tbtMs),
      blockingTimes.map((time) => Math.round(time)).join(' / '),
      cpuIndexes.map((index) => Math.round(index)).join(' / '),
      s.cls.toFixed(3),
      `${(s.scriptBytes / 1024).toFixed(1)} KiB`,
    ]),
  ),
);
console.log(`\nReports: ${path.relative(repositoryRoot, reportDir)}/*.html`);
const failed = results.filter((result) => result.missed.length > 0);
if (failed.length > 0) {
  console.log(
    `\nMissed the targets (performance ≥ ${targets.performance}, accessibility ${targets.accessibility}, SEO ≥ ${targets.seo}, TBT < ${targets.tbtMs} ms, CLS < ${targets.cls}):`,
  );
  for (const { page, missed } of failed) console.log(`  ${page}: ${missed.join(', ')}`);
  process.exitCode = 1;
}
