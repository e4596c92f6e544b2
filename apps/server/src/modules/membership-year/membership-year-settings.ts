import { defaultMembershipYearSettings, membershipYearSettingsSchema } from '@osi/shared';
import { membershipYearSettingKey } from '../../db/member-standing';
import { auditedSetting } from '../audit/audited-setting';

/** The grace period and reminder days the administrators set, or the defaults; changes audited. */
const membershipYearSettings = auditedSetting(
  membershipYearSettingKey,
  membershipYearSettingsSchema,
  defaultMembershipYearSettings,
  'membership-year-settings.updated',
);
export const readMembershipYearSettings = membershipYearSettings.read;
export const saveMembershipYearSettings = membershipYearSettings.save;
