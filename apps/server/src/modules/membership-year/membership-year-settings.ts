import {
  defaultMembershipYearSettings,
  membershipYearSettingsSchema,
  type MembershipYearSettings,
} from '@osi/shared';
import type { Database, Executor } from '../../db/client';
import { membershipYearSettingKey } from '../../db/member-standing';
import { readSetting, writeSetting } from '../../db/settings';
import { auditedChange } from '../audit/audit.service';
import type { Actor } from '../members/members.service';

/** The grace period and reminder days the administrators set, or the defaults. */
export const readMembershipYearSettings = async (db: Executor): Promise<MembershipYearSettings> => {
  const parsed = membershipYearSettingsSchema.safeParse(
    await readSetting(db, membershipYearSettingKey),
  );
  return parsed.success ? parsed.data : defaultMembershipYearSettings;
};

/** An administrator's change of the settings; audited. */
export const saveMembershipYearSettings = (
  db: Database,
  actor: Actor,
  settings: MembershipYearSettings,
) =>
  auditedChange(db, actor, async (tx) => {
    const before = await readMembershipYearSettings(tx);
    await writeSetting(tx, membershipYearSettingKey, settings);
    return {
      action: 'membership-year-settings.updated',
      entity: { type: 'settings', id: membershipYearSettingKey },
      before,
      after: settings,
      result: settings,
    };
  });
