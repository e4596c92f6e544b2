import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pageOfRows } from '../../db/page-of-rows';
import { smsRecords } from '../../db/schema';

export type SmsRow = typeof smsRecords.$inferSelect;

export const insertSmsRecord = async (db: Executor, values: typeof smsRecords.$inferInsert) => {
  const [row] = await db.insert(smsRecords).values(values).returning();
  return row!;
};

export const updateSmsRecord = (
  db: Executor,
  id: string,
  values: Partial<typeof smsRecords.$inferInsert>,
) => db.update(smsRecords).set(values).where(eq(smsRecords.id, id));

export const listSmsRecords = (db: Executor, paging: { page: number; pageSize: number }) =>
  pageOfRows(db, smsRecords, { where: undefined, order: desc(smsRecords.createdAt) }, paging);
