import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { readSetting, writeSetting } from '../../db/settings';
import { auditedChange, type AuditActor } from './audit.service';

/**
 * A setting the administrators change: read as `schema` checks it, or `defaults` until one is
 * saved; each change audited as `action` with the values before and after.
 */
export const auditedSetting = <T>(
  key: string,
  schema: z.ZodType<T>,
  defaults: T,
  action: string,
) => {
  const read = async (db: Executor): Promise<T> => {
    const parsed = schema.safeParse(await readSetting(db, key));
    return parsed.success ? parsed.data : defaults;
  };
  const save = (db: Database, actor: AuditActor, value: T) =>
    auditedChange(db, actor, async (tx) => {
      const before = await read(tx);
      await writeSetting(tx, key, value);
      return {
        action,
        entity: { type: 'settings', id: key },
        before,
        after: value,
        result: value,
      };
    });
  return { read, save };
};
