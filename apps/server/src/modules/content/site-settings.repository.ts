import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowWhere } from '../../db/rows-where';
import { settings } from '../../db/schema';

export const readSetting = async (db: Executor, key: string): Promise<unknown> =>
  (await rowWhere(db, settings, eq(settings.key, key)))?.value;

export const writeSetting = (db: Executor, key: string, value: unknown) =>
  db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
