import { okResponseSchema } from './api';
import { endpointGroup, recordErrors } from './endpoint';
import { membershipYearSettingsSchema } from './membership-year';

const settingsPath = '/api/admin/membership-year/settings';

/** The membership year's settings: the grace period and the reminder days. */
export const membershipYearEndpoints = endpointGroup(
  'admin',
  {
    settings: {
      method: 'GET',
      path: settingsPath,
      summary: 'The grace period and the reminder days, or their defaults',
      response: membershipYearSettingsSchema,
    },
    saveSettings: {
      method: 'PUT',
      path: settingsPath,
      body: membershipYearSettingsSchema,
      response: okResponseSchema.extend({ settings: membershipYearSettingsSchema }),
      errors: recordErrors,
    },
  },
  'members',
);
