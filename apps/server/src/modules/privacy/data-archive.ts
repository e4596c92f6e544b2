import { PassThrough, type Readable } from 'node:stream';
import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { selectRows, type Executor } from '../../db/client';
import type { Storage } from '../../infra/storage';
import { isSecretColumn, memberTables, type DataSubject } from './member-tables';

type Row = Record<string, unknown>;

const withoutSecrets = (row: Row) =>
  Object.fromEntries(Object.entries(row).filter(([name]) => !isSecretColumn(name)));

/** Every row of every table that refers to the member, by table, secrets left out. */
export const recordsOf = async (db: Executor, subject: DataSubject) => {
  const records: Record<string, Row[]> = {};
  for (const [table, theirs] of Object.entries(memberTables)) {
    const rows = await selectRows<Row>(
      db,
      sql`select * from ${sql.identifier(table)} where ${theirs(subject)}`,
    );
    records[table] = rows.map(withoutSecrets);
  }
  return records;
};

/** A member's file as the archive names it. */
export type ArchivedFile = { storageKey: string; path: string };

/** The ZIP's name of an upload: its purpose, its key and the name it was sent under. */
export const archivePathOf = (upload: { purpose: string; key: string; original_name: unknown }) =>
  `files/${upload.purpose}/${upload.key}-${String(upload.original_name ?? 'file')}`;

/**
 * The archive as a stream: `records/<table>.json` for every table, then every file from
 * storage, uncompressed (pictures and PDFs are compressed already). A file missing from storage
 * is named in `files/missing.json` rather than failing the download.
 */
export const archiveStream = (
  records: Record<string, Row[]>,
  files: ArchivedFile[],
  storage: Storage,
  onError: (error: unknown) => void,
): Readable => {
  const output = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) return output.destroy(error);
    output.write(chunk);
    if (final) output.end();
  });
  const addJson = (path: string, value: unknown) => {
    const entry = new ZipDeflate(path, { level: 6 });
    zip.add(entry);
    entry.push(Buffer.from(JSON.stringify(value, null, 2)), true);
  };
  const write = async () => {
    for (const [table, rows] of Object.entries(records)) addJson(`records/${table}.json`, rows);
    const missing: string[] = [];
    for (const file of files) {
      const stored = await storage.stream(file.storageKey);
      if (!stored) {
        missing.push(file.path);
        continue;
      }
      const entry = new ZipPassThrough(file.path);
      zip.add(entry);
      for await (const chunk of stored.body) {
        entry.push(chunk as Buffer);
        if (output.writableNeedDrain) await once(output, 'drain');
      }
      entry.push(new Uint8Array(0), true);
    }
    if (missing.length > 0) addJson('files/missing.json', missing);
    zip.end();
  };
  write().catch((error: unknown) => {
    onError(error);
    output.destroy(error as Error);
  });
  return output;
};
