import { z } from 'zod';
import { listQuerySchema, paginated } from './api';
import { newAdminSchema, overviewSchema, unclaimedPaymentSchema } from './admin';
import { defineEndpoint } from './endpoint';

const tags = ['admin'];

/** The admin home, the unclaimed payments to reconcile and adding an administrator. */
export const adminEndpoints = {
  overview: defineEndpoint({
    method: 'GET',
    path: '/api/admin/overview',
    tags,
    summary: 'Counts for the admin home and the latest activity',
    response: overviewSchema,
  }),
  unclaimedPayments: defineEndpoint({
    method: 'GET',
    path: '/api/admin/payments/unclaimed',
    tags,
    summary: 'Captured payments that nothing claimed: to reconcile by hand',
    query: listQuerySchema,
    response: paginated(unclaimedPaymentSchema),
  }),
  addAdmin: defineEndpoint({
    method: 'POST',
    path: '/api/admin/admins',
    tags,
    summary: 'A signed-in administrator adds another',
    body: newAdminSchema,
    status: 201,
    response: z.object({ id: z.uuid(), message: z.string() }),
    errors: [400, 409],
  }),
};
