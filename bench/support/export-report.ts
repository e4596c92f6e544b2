import type { CopyRun } from './copy-floor';
import type { MemorySample } from './process-memory';
import { median, mib } from './stats';
import { markdownTable } from './table';

export interface ExportRun {
  members: number;
  rows: number;
  bytes: number;
  seconds: number;
  firstByteMs: number;
  rssBefore: number;
  peakRss: number;
  highWaterMark: number;
  rssAtQuarters: number[];
  /** `psql \copy` of the same rows: the floor. */
  copy: CopyRun;
  /** `psql \copy` of the export's own statement: PostgreSQL's share of the export. */
  statement: CopyRun;
  /** The machine's load average (1, 5, 15 minutes) when the export ended. */
  loadAverage: string;
}

/** The export may take at most this many times as long as `psql \copy` of its rows. */
export const targetCopyRatio = 2;

const copyRatio = (run: ExportRun) => run.seconds / run.copy.seconds;
const statementRatio = (run: ExportRun) => run.seconds / run.statement.seconds;

const quarters = [0.25, 0.5, 0.75, 1];

/** RSS at the first sample taken once the stream had passed each quarter of its lines. */
export const rssAtQuarters = (samples: readonly MemorySample[], lines: number) =>
  quarters.map(
    (quarter) => samples.find((sample) => sample.progress >= quarter * lines)?.rss ?? Number.NaN,
  );

export const exportTable = (runs: readonly ExportRun[]) =>
  markdownTable(
    [
      'live members',
      'rows',
      'MiB',
      'seconds',
      'rows/s',
      'first byte ms',
      'RSS before MiB',
      'peak RSS MiB',
      'growth MiB',
      'VmHWM MiB',
      '\\copy rows',
      '\\copy MiB',
      '\\copy seconds',
      'export / \\copy',
      `≤ ${targetCopyRatio}`,
      'statement \\copy s',
      'export / statement',
      'load average',
    ],
    runs.map((run) => [
      String(run.members),
      String(run.rows),
      mib(run.bytes),
      run.seconds.toFixed(2),
      (run.rows / run.seconds).toFixed(0),
      run.firstByteMs.toFixed(0),
      mib(run.rssBefore),
      mib(run.peakRss),
      mib(run.peakRss - run.rssBefore),
      mib(run.highWaterMark),
      String(run.copy.rows),
      mib(run.copy.bytes),
      run.copy.seconds.toFixed(2),
      copyRatio(run).toFixed(2),
      copyRatio(run) <= targetCopyRatio ? 'yes' : 'NO',
      run.statement.seconds.toFixed(2),
      statementRatio(run).toFixed(2),
      run.loadAverage,
    ]),
  );

/**
 * The runs of one database as one: the median time of the export and, apart, of each `\copy`,
 * and the highest peak RSS; the rest from the run whose export took the median time.
 */
export const medianRun = (runs: readonly ExportRun[]): ExportRun => {
  const seconds = median(runs.map((run) => run.seconds));
  const middle = runs.find((run) => run.seconds === seconds) ?? runs[0]!;
  return {
    ...middle,
    peakRss: Math.max(...runs.map((run) => run.peakRss)),
    copy: { ...middle.copy, seconds: median(runs.map((run) => run.copy.seconds)) },
    statement: { ...middle.statement, seconds: median(runs.map((run) => run.statement.seconds)) },
  };
};

export const quartersTable = (runs: readonly ExportRun[]) =>
  markdownTable(
    ['live members', ...quarters.map((quarter) => `${quarter * 100}%`)],
    runs.map((run) => [String(run.members), ...run.rssAtQuarters.map(mib)]),
  );

/** Constant memory: the peak must not follow the number of rows. */
export const comparison = (small: ExportRun, large: ExportRun) =>
  `Every live member exported: ${[small, large].every((run) => run.rows === run.members) ? 'yes' : 'NO'}. ` +
  `${(large.rows / small.rows).toFixed(0)}× the rows: peak RSS ${mib(small.peakRss)} → ${mib(large.peakRss)} MiB, ` +
  `growth during the export ${mib(small.peakRss - small.rssBefore)} → ${mib(large.peakRss - large.rssBefore)} MiB. ` +
  `At most ${targetCopyRatio} × the time of psql \\copy of the same rows: ` +
  `${[small, large].every((run) => copyRatio(run) <= targetCopyRatio && run.copy.rows === run.rows) ? 'MET' : 'NOT MET'}.`;
