import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { settings } from './schema';

/** Stores the candidate unless another process got there first; either way answers the stored value. */
export const storeSettingOnce = async (db: Database, key: string, candidate: unknown) => {
  await db.insert(settings).values({ key, value: candidate }).onConflictDoNothing();
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key));
  return row?.value;
};

/** A 32-byte secret made once and shared by every process through the database. */
export const storedSecret = async (db: Database, key: string) =>
  Buffer.from(String(await storeSettingOnce(db, key, randomBytes(32).toString('hex'))), 'hex');
