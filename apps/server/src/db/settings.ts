import { eq } from 'drizzle-orm';
import type { Executor } from './client';
import { rowWhere } from './rows-where';
import { settings } from './schema';

export const readSetting = async (db: Executor, key: string): Promise<unknown> =>
  (await rowWhere(db, settings, eq(settings.key, key)))?.value;

export const writeSetting = (db: Executor, key: string, value: unknown) =>
  db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });

export const deleteSetting = (db: Executor, key: string) =>
  db.delete(settings).where(eq(settings.key, key));
