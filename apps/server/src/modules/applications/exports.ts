import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

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
