import {
  cdeSettingsSchema,
  defaultCdeSettings,
  eventMessages,
  type CdeSettings,
} from '@osi/shared';
import type { Database, Executor } from '../../db/client';
import { readSetting, writeSetting } from '../../db/settings';
import { auditedChange } from '../audit/audit.service';
import type { Actor } from '../members/members.service';

const key = 'cde';

/** The points a CDE cycle requires and the year cycles count from, or the defaults. */
export const readCdeSettings = async (db: Executor): Promise<CdeSettings> => {
  const parsed = cdeSettingsSchema.safeParse(await readSetting(db, key));
  return parsed.success ? parsed.data : defaultCdeSettings;
};

/** An administrator's change of the CDE requirement and cycle; audited. */
export const saveCdeSettings = async (db: Database, actor: Actor, settings: CdeSettings) => {
  const saved = await auditedChange(db, actor, async (tx) => {
    const before = await readCdeSettings(tx);
    await writeSetting(tx, key, settings);
    return {
      action: 'cde-settings.updated',
      entity: { type: 'settings', id: key },
      before,
      after: settings,
      result: settings,
    };
  });
  return { message: eventMessages.cdeSettingsSaved, settings: saved };
};
