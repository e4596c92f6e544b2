import {
  auditChangeText,
  csvRow,
  entityTypeLabel,
  isoInIndia,
  type AuditEvent,
  type AuditFilters,
} from '@osi/shared';
import type { Executor } from '../../db/client';
import { keysetBatches } from '../applications/exports';
import { namedAuditEventsAfter } from './audit.repository';
import { toAuditEvent } from './audit-log.service';

/** The changes in one cell, a field a line: `status: pending → approved`. */
const changesText = (event: AuditEvent) =>
  event.changes
    .map((change) => {
      const { label, before, after } = auditChangeText(change, isoInIndia);
      return `${label}: ${before} → ${after}`;
    })
    .join('\n');

const columns: [string, (event: AuditEvent) => unknown][] = [
  ['When', (event) => event.createdAt],
  ['Who', (event) => event.actor.name],
  ['Actor type', (event) => event.actor.type],
  ['Actor ID', (event) => event.actor.id],
  ['Action', (event) => event.action],
  ['Record kind', (event) => entityTypeLabel(event.entity.type)],
  ['Record ID', (event) => event.entity.id],
  ['Changes', changesText],
];

const batchSize = 1_000;

/** The events matching `filters` as CSV, newest first, read in keyset batches. */
export async function* auditCsv(db: Executor, filters: AuditFilters) {
  yield csvRow(columns.map(([header]) => header));
  const batches = keysetBatches(
    (lastId) => namedAuditEventsAfter(db, filters, lastId, batchSize),
    batchSize,
  );
  for await (const rows of batches) {
    yield rows
      .map(toAuditEvent)
      .map((event) => csvRow(columns.map(([, cell]) => cell(event))))
      .join('');
  }
}
