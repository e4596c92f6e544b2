import { exportTimestamp, toCsv } from '@osi/shared';

export type DownloadFormat = 'json' | 'csv';
export const downloadFormats: DownloadFormat[] = ['json', 'csv'];

/** A file the browser saves: its name, content and type. */
export type RecordFile = { name: string; content: string; type: string };

/** The spec's names, e.g. member-{firstName}-{timestamp}, with nothing a file system would refuse. */
export const recordFileName = (
  prefix: string,
  name: string,
  format: DownloadFormat,
  at = new Date(),
) => `${prefix}-${name.replace(/[\\/:*?"<>|\s]+/g, '_')}-${exportTimestamp(at)}.${format}`;

/**
 * One record as a JSON file (as it is) or a CSV file: the `columns` of `flat` (the record, or
 * the record with nested parts spread over columns), quotes doubled.
 */
export const recordFile = (
  format: DownloadFormat,
  name: string,
  record: object,
  csv: { columns: readonly string[]; flat?: Record<string, unknown> },
): RecordFile =>
  format === 'json'
    ? { name, content: JSON.stringify(record, null, 2), type: 'application/json' }
    : {
        name,
        content: toCsv(csv.columns, [csv.flat ?? (record as Record<string, unknown>)]),
        type: 'text/csv',
      };

/**
 * The download of one kind of record: {prefix}-{name}-{timestamp}.json or .csv, the CSV from the
 * record `flat`tened over the kind's columns.
 */
export const recordDownload =
  <T extends object>(
    prefix: string,
    nameOf: (record: T) => string,
    columns: readonly string[],
    flat: (record: T) => Record<string, unknown>,
  ) =>
  (record: T, format: DownloadFormat, at = new Date()): RecordFile =>
    recordFile(format, recordFileName(prefix, nameOf(record), format, at), record, {
      columns,
      flat: flat(record),
    });
