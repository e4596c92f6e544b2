import { siteSettingsSchema, type SiteSettings } from '@osi/shared';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import { readSetting, writeSetting } from './site-settings.repository';

const key = 'site';

export const getSiteSettings = async (db: Executor): Promise<SiteSettings> => {
  const value = await readSetting(db, key);
  if (value === undefined) throw notFound('Site settings have not been set up yet.');
  return siteSettingsSchema.parse(value);
};

export const saveSiteSettings = async (db: Executor, value: SiteSettings) => {
  await writeSetting(db, key, siteSettingsSchema.parse(value));
};
