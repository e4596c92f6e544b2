import { z } from 'zod';
import { listQuerySchema, paginated } from './api';
import { overviewSchema, unclaimedPaymentSchema } from './admin';
import { endpointGroup } from './endpoint';
import { addAdminSchema } from './staff-accounts';

/** The admin home, the unclaimed payments to reconcile and adding an administrator. */
export const adminEndpoints = endpointGroup('admin', {
  overview: {
    method: 'GET',
    path: '/api/admin/overview',
    right: 'members',
    summary: 'Counts for the admin home and the latest activity',
    response: overviewSchema,
  },
  unclaimedPayments: {
    method: 'GET',
    path: '/api/admin/payments/unclaimed',
    right: 'payments',
    summary: 'Captured payments that nothing claimed: to reconcile by hand',
    query: listQuerySchema,
    response: paginated(unclaimedPaymentSchema),
  },
  addAdmin: {
    method: 'POST',
    path: '/api/admin/admins',
    right: 'staff',
    summary: 'A signed-in administrator adds another',
    body: addAdminSchema,
    status: 201,
    response: z.object({ id: z.uuid(), message: z.string() }),
    errors: [400, 409],
  },
});
