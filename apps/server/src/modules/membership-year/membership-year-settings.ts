import {
  defaultMembershipYearSettings,
  membershipYearSettingsSchema,
  type MembershipYearSettings,
} from '@osi/shared';
import type { Executor } from '../../db/client';
import { membershipYearSettingKey } from '../../db/member-standing';
import { readSetting } from '../../db/settings';

/** The grace period and reminder days the administrators set, or the defaults. */
export const readMembershipYearSettings = async (db: Executor): Promise<MembershipYearSettings> => {
  const parsed = membershipYearSettingsSchema.safeParse(
    await readSetting(db, membershipYearSettingKey),
  );
  return parsed.success ? parsed.data : defaultMembershipYearSettings;
};
