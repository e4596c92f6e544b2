import { z } from 'zod';
import { okResponseSchema } from './api';
import { endpointGroup } from './endpoint';
import { gstSettingsSchema, memberPaymentsSchema } from './receipts';

/** A signed-in member's payments; their receipts download from `ownReceiptPath`. */
export const ownPaymentEndpoints = endpointGroup('members', {
  payments: {
    method: 'GET',
    path: '/api/me/payments',
    summary: "The signed-in member's payments, newest first, with their receipt numbers",
    response: memberPaymentsSchema,
  },
});

/** The administrators' view of a member's payments and the society's GST details. */
export const adminPaymentEndpoints = endpointGroup('admin', {
  memberPayments: {
    method: 'GET',
    path: '/api/admin/members/:id/payments',
    right: 'payments:read',
    summary: "A member's payments, newest first, with their receipt numbers",
    params: z.object({ id: z.uuid() }),
    response: memberPaymentsSchema,
    errors: [404],
  },
  gst: {
    method: 'GET',
    path: '/api/admin/gst',
    right: 'payments',
    summary: "The society's GST details (null: receipts are issued without tax)",
    response: gstSettingsSchema,
  },
  saveGst: {
    method: 'PUT',
    path: '/api/admin/gst',
    right: 'payments',
    summary:
      "Sets the society's GST details, making the receipts issued from now on tax invoices, or removes them (null)",
    body: gstSettingsSchema,
    response: okResponseSchema,
    errors: [400],
  },
});
