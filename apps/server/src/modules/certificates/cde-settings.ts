import { cdeSettingsSchema, defaultCdeSettings, eventMessages } from '@osi/shared';
import type { Database } from '../../db/client';
import { auditedSetting } from '../audit/audited-setting';
import type { Actor } from '../members/members.service';

/** The points a CDE cycle requires and the year cycles count from, or the defaults. */
const cdeSettings = auditedSetting(
  'cde',
  cdeSettingsSchema,
  defaultCdeSettings,
  'cde-settings.updated',
);
export const readCdeSettings = cdeSettings.read;

/** An administrator's change of the CDE requirement and cycle; audited. */
export const saveCdeSettings = async (
  db: Database,
  actor: Actor,
  settings: Parameters<typeof cdeSettings.save>[2],
) => ({
  message: eventMessages.cdeSettingsSaved,
  settings: await cdeSettings.save(db, actor, settings),
});
