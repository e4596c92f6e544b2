import { csvRow } from '@osi/shared';
import type { Executor } from '../../db/client';
import { toSubscriber } from './newsletter.service';
import { subscribersAfter } from './newsletter.repository';

const columns = ['email', 'status', 'createdAt', 'confirmedAt', 'unsubscribedAt'] as const;
const batchSize = 1_000;

/** Every live subscriber as CSV lines, read in keyset batches so memory stays flat. */
export async function* subscriberCsv(db: Executor) {
  yield csvRow(columns);
  let after: string | null = null;
  for (;;) {
    const rows = await subscribersAfter(db, after, batchSize);
    for (const row of rows) {
      const subscriber = toSubscriber(row);
      yield csvRow(columns.map((column) => subscriber[column]));
    }
    if (rows.length < batchSize) return;
    after = rows.at(-1)!.id;
  }
}
