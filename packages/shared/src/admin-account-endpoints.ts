import { okResponseSchema } from './api';
import { changePasswordSchema } from './auth';
import { endpointGroup } from './endpoint';

/** The signed-in administrator's own password: any role may change theirs. */
export const adminAccountEndpoints = endpointGroup(
  'admin-account',
  {
    changePassword: {
      method: 'POST',
      path: '/api/admin/password',
      summary: "Changes the signed-in administrator's password and ends their other sessions",
      body: changePasswordSchema,
      response: okResponseSchema,
      errors: [400, 401, 429],
    },
  },
  'self',
);
