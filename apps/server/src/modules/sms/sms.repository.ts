import { desc } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pageOfRows } from '../../db/page-of-rows';
import { rowWrites } from '../../db/row-writes';
import { smsRecords } from '../../db/schema';

export type SmsRow = typeof smsRecords.$inferSelect;

export const { insert: insertSmsRecord, update: updateSmsRecord } = rowWrites(smsRecords);

export const listSmsRecords = (db: Executor, paging: { page: number; pageSize: number }) =>
  pageOfRows(db, smsRecords, { where: undefined, order: desc(smsRecords.createdAt) }, paging);
