import { siteSettingsSchema, type SiteSettings } from '@osi/shared';
import type { Executor } from './client';
import { demoSiteSettings } from './seed/site-settings';
import { readSetting } from './settings';

/** The society as its documents name it; every start seeds the settings, a bare test database may not. */
export const societySettings = async (db: Executor): Promise<SiteSettings> => {
  const parsed = siteSettingsSchema.safeParse(await readSetting(db, 'site'));
  return parsed.success ? parsed.data : demoSiteSettings;
};
