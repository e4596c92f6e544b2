import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import { countAdmins } from '../../modules/admin/admins.repository';
import { createAdmin } from '../../modules/admin/admins.service';
import { readSetting } from '../../modules/content/site-settings.repository';
import { saveSiteSettings } from '../../modules/content/site-settings.service';
import type { Database } from '../client';
import { demoSiteSettings } from './site-settings';

export interface SeedResult {
  admin?: { email: string; generatedPassword?: string };
}

/** Fills what is missing and leaves what exists alone, so it is safe to run again. */
export const seedDatabase = async (
  db: Database,
  config: Pick<Config, 'seedAdmin' | 'seedDemoData'>,
): Promise<SeedResult> =>
  db.transaction(async (tx) => {
    const result: SeedResult = {};
    if ((await readSetting(tx, 'site')) === undefined) {
      await saveSiteSettings(tx, demoSiteSettings);
    }
    if ((await countAdmins(tx)) === 0) {
      const generatedPassword = config.seedAdmin.password
        ? undefined
        : randomBytes(12).toString('base64url');
      await createAdmin(tx, {
        email: config.seedAdmin.email,
        name: 'Society Administrator',
        password: config.seedAdmin.password ?? generatedPassword!,
      });
      result.admin = { email: config.seedAdmin.email, generatedPassword };
    }
    return result;
  });

export const describeSeed = (result: SeedResult) => {
  if (!result.admin) return undefined;
  const password = result.admin.generatedPassword ?? '(the SEED_ADMIN_PASSWORD you set)';
  return [
    '',
    '  ┌─ Administrator created ─────────────────────────────',
    `  │ e-mail:   ${result.admin.email}`,
    `  │ password: ${password}`,
    '  │ Sign in at /adminlogin. This password is shown only once.',
    '  └─────────────────────────────────────────────────────',
    '',
  ].join('\n');
};
