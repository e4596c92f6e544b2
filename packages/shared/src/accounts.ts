import { z } from 'zod';
import { pageQuerySchema, paginated } from './api';
import { endpointGroup } from './endpoint';
import { standings } from './membership-year';
import { datesInOrder, datesOutOfOrder, dayField as day } from './day-range';

/** What a payment paid for. */
export const paymentPurposes = ['membership', 'fellowship', 'renewal', 'event'] as const;
export type PaymentPurpose = (typeof paymentPurposes)[number];
export const paymentPurposeLabels: Record<PaymentPurpose, string> = {
  membership: 'Membership',
  fellowship: 'Fellowship fee',
  renewal: 'Renewal',
  event: 'Event registration',
};

/** Where a payment is at the gateway: ordered, paid, or refused by the card's bank. */
export const paymentStatuses = ['created', 'captured', 'failed'] as const;
/** Its state in the books: a paid one may be (partly) refunded. */
export const paymentStates = [...paymentStatuses, 'refunded'] as const;
export type PaymentState = (typeof paymentStates)[number];
export const paymentStateLabels: Record<PaymentState, string> = {
  created: 'Not paid',
  captured: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
};

/** The Payments page's filters; the dates are India's days of the payment (or the order). */
const paymentFilters = z.object({
  purpose: z.enum(paymentPurposes).optional(),
  status: z.enum(paymentStates).optional(),
  from: day.optional(),
  to: day.optional(),
  /** A member's name, e-mail or membership number, or the payer's e-mail. */
  member: z.string().trim().max(200).optional(),
});
export const paymentFiltersSchema = paymentFilters.refine(datesInOrder, datesOutOfOrder);
export type PaymentFilters = z.infer<typeof paymentFiltersSchema>;

/** One payment as the back office lists it; amounts in rupees. */
export const adminPaymentSchema = z.object({
  id: z.uuid(),
  purpose: z.enum(paymentPurposes),
  status: z.enum(paymentStates),
  amount: z.number(),
  refunded: z.number(),
  currency: z.string(),
  email: z.string(),
  member: z.object({ id: z.uuid(), name: z.string(), membershipId: z.string() }).nullable(),
  orderId: z.string(),
  paymentId: z.string(),
  gateway: z.string(),
  receiptNumber: z.string().nullable(),
  creditNotes: z.array(z.string()),
  createdAt: z.iso.datetime(),
  capturedAt: z.iso.datetime().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

/** Money received in one month for one purpose, in rupees, net of refunds in `net`. */
export const monthTotalSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  purpose: z.enum(paymentPurposes),
  count: z.number().int(),
  amount: z.number(),
  refunded: z.number(),
  net: z.number(),
});
export type MonthTotal = z.infer<typeof monthTotalSchema>;

export const paymentTotalsSchema = z.object({
  months: z.array(monthTotalSchema),
  count: z.number().int(),
  amount: z.number(),
  refunded: z.number(),
  net: z.number(),
});
export type PaymentTotals = z.infer<typeof paymentTotalsSchema>;

/** The admin home's view of the year: members by standing, and this financial year's income. */
export const yearOverviewSchema = z.object({
  standings: z.record(z.enum(standings), z.number().int()),
  lifeMembers: z.number().int(),
  financialYear: z.string(),
  income: z.number(),
});
export type YearOverview = z.infer<typeof yearOverviewSchema>;

const paymentsQuerySchema = pageQuerySchema
  .extend(paymentFilters.shape)
  .refine(datesInOrder, datesOutOfOrder);

/** The society's accounts: every payment, its totals, and their export. */
export const accountsEndpoints = endpointGroup(
  'admin',
  {
    payments: {
      method: 'GET',
      path: '/api/admin/payments',
      summary: 'Every payment, newest first, filtered by purpose, state, dates and member',
      query: paymentsQuerySchema,
      response: paginated(adminPaymentSchema),
      errors: [400],
    },
    totals: {
      method: 'GET',
      path: '/api/admin/payments/totals',
      summary: 'Money received by month and purpose for the same filters',
      query: paymentFiltersSchema,
      response: paymentTotalsSchema,
      errors: [400],
    },
    year: {
      method: 'GET',
      path: '/api/admin/membership-year',
      summary: "Members by standing and this financial year's income",
      response: yearOverviewSchema,
    },
  },
  'payments:read',
);
