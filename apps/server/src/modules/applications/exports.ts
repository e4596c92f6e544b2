import { Readable } from 'node:stream';
import { csvRow } from '@osi/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Executor } from '../../db/client';
import { needing } from '../../lib/endpoint-route';

export type ExportFormat = 'csv' | 'json';

const contentTypes = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
} as const satisfies Record<ExportFormat, string>;

/** The rows of a list a batch at a time by keyset, so memory stays flat however many there are. */
export async function* keysetBatches<Row extends { id: string }>(
  batchAfter: (lastId: string | undefined) => Promise<Row[]>,
  size: number,
) {
  let next = batchAfter(undefined);
  for (;;) {
    const rows = await next;
    const last = rows.at(-1);
    const more = last !== undefined && rows.length === size;
    if (more) {
      // The next batch is asked for before this one is handed on.
      next = batchAfter(last.id);
      // Reported where it is awaited; a download abandoned meanwhile never awaits it.
      next.catch(() => undefined);
    }
    if (rows.length > 0) yield rows;
    if (!more) return;
  }
}

/** Batches of JSON texts as one JSON array, written as they come. */
export const jsonArrayStream = (batches: AsyncIterable<string[]>) =>
  Readable.from(
    (async function* () {
      let separator = '[\n';
      for await (const batch of batches) {
        yield separator + batch.join(',\n');
        separator = ',\n';
      }
      yield separator === '[\n' ? '[]\n' : '\n]\n';
    })(),
  );

/** Sends an export as a download named `name.format`, never cached. */
export const sendExport = (
  reply: FastifyReply,
  name: string,
  format: ExportFormat,
  body: Readable,
) =>
  reply
    .header('content-type', contentTypes[format])
    .header('content-disposition', `attachment; filename="${name}.${format}"`)
    .header('cache-control', 'no-store')
    .send(body);

/** How one kind of application is exported: its rows in batches, as records, as CSV rows. */
export type RecordExport<Row extends { id: string }, Item> = {
  /** Live rows oldest first, `limit` after the one with `afterId`. */
  rowsAfter: (db: Executor, afterId: string | undefined, limit: number) => Promise<Row[]>;
  toRecord: (row: Row) => Item;
  columns: readonly string[];
  flat: (item: Item) => Record<string, unknown>;
};

const exportBatchSize = 500;

/** Every live record of a kind as a JSON array or a CSV, streamed a batch at a time. */
export const recordExportStreams = <Row extends { id: string }, Item>(
  kind: RecordExport<Row, Item>,
) => {
  async function* records(db: Executor) {
    for await (const rows of keysetBatches(
      (lastId) => kind.rowsAfter(db, lastId, exportBatchSize),
      exportBatchSize,
    )) {
      yield rows.map(kind.toRecord);
    }
  }
  return {
    json: (db: Executor) =>
      jsonArrayStream(
        (async function* () {
          for await (const batch of records(db)) yield batch.map((item) => JSON.stringify(item));
        })(),
      ),
    csv: (db: Executor) =>
      Readable.from(
        (async function* () {
          yield csvRow(kind.columns);
          for await (const batch of records(db)) {
            yield batch
              .map((item) => {
                const flat = kind.flat(item);
                return csvRow(kind.columns.map((column) => flat[column]));
              })
              .join('');
          }
        })(),
      ),
  };
};

/** GET `${path}/export.json` and `${path}/export.csv`, downloaded as `name.json` / `name.csv`. */
export const exportRoutes = (
  app: FastifyInstance,
  path: string,
  name: string,
  what: string,
  streams: Record<ExportFormat, (db: Executor) => Readable>,
) => {
  for (const format of ['csv', 'json'] as const) {
    app.get(
      `${path}/export.${format}`,
      needing('exports', {
        schema: { tags: ['admin'], summary: `Every live ${what} as ${format.toUpperCase()}` },
      }),
      async (_request, reply) => sendExport(reply, name, format, streams[format](app.db)),
    );
  }
};
