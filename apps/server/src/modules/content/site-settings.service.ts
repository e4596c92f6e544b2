import {
  siteDetailsMessages,
  siteDetailsSchema,
  siteSettingsSchema,
  type SiteDetails,
  type SiteSettings,
} from '@osi/shared';
import type { Database, Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import { auditedChange } from '../audit/audit.service';
import type { Actor } from '../members/members.service';
import { readSetting, writeSetting } from '../../db/settings';

const key = 'site';

export const getSiteSettings = async (db: Executor): Promise<SiteSettings> => {
  const value = await readSetting(db, key);
  if (value === undefined) throw notFound('Site settings have not been set up yet.');
  return siteSettingsSchema.parse(value);
};

export const saveSiteSettings = async (db: Executor, value: SiteSettings) => {
  await writeSetting(db, key, siteSettingsSchema.parse(value));
};

/** An administrator's change of the site details every header and footer shows; audited. */
export const saveSiteDetails = async (db: Database, actor: Actor, input: SiteDetails) => {
  const details = siteDetailsSchema.parse(input);
  await auditedChange(db, actor, async (tx) => {
    const before = await getSiteSettings(tx);
    await saveSiteSettings(tx, { ...before, ...details });
    return {
      action: 'site-settings.updated',
      entity: { type: 'site-settings', id: key },
      before: siteDetailsSchema.parse(before),
      after: details,
    };
  });
  return { message: siteDetailsMessages.saved };
};
