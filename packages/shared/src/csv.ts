import { isoInIndia } from './dates';

/** An instant as the API writes it (toISOString, UTC). */
const utcInstant = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,3})?Z$/;

/** A cell's text; a CSV is read by people, so an instant is given in India's time (decision 056). */
const cellText = (value: unknown) => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return isoInIndia(value);
  const text = String(value);
  return utcInstant.test(text) ? isoInIndia(text) : text;
};

/**
 * One CSV cell: always quoted, quotes doubled (the spec's rule), and a leading = + - @ made
 * inert so a spreadsheet never runs it as a formula.
 */
export const csvCell = (value: unknown): string => {
  const text = cellText(value);
  const inert = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${inert.replaceAll('"', '""')}"`;
};

/** One line; lines end in LF, as PostgreSQL's CSV writer ends them. */
export const csvRow = (values: readonly unknown[]) => `${values.map(csvCell).join(',')}\n`;

/** The columns of a CSV export, in order, read from each record by key. */
export const toCsv = <T extends Record<string, unknown>>(
  columns: readonly (keyof T & string)[],
  records: readonly T[],
) =>
  csvRow(columns) +
  records.map((record) => csvRow(columns.map((column) => record[column]))).join('');

/**
 * The spec's export names: members-all-{timestamp}, member-{firstName}-{timestamp}; the time is
 * India's, as 2025-11-22T14-45-07-120+05-30.
 */
export const exportTimestamp = (date = new Date()) => isoInIndia(date).replace(/[:.]/g, '-');
