import { z } from 'zod';
import { idParamsSchema } from './api';
import { endpointGroup, recordErrors } from './endpoint';

export const refundMessages = {
  amountRequired: 'Please enter the amount to refund',
  amountPositive: 'The amount must be at least ₹1',
  amountPaise: 'The amount can have at most two decimals (paise)',
  reasonRequired: 'Please say why the payment is refunded',
  reasonTooLong: 'Please keep the reason under 500 characters',
  paymentNotFound: 'That payment no longer exists.',
  notCaptured: 'Only a payment the society received can be refunded.',
  tooMuch: (left: string) => `At most ${left} of this payment can still be refunded.`,
  requested: 'The refund was sent to the payment gateway.',
  processed: 'The payment was refunded and a credit note issued.',
} as const;

/** An administrator's refund of all or part of a payment; the amount in rupees. */
export const refundInputSchema = z.object({
  amount: z.coerce
    .number(refundMessages.amountRequired)
    .min(1, refundMessages.amountPositive)
    .refine(
      (amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6,
      refundMessages.amountPaise,
    ),
  reason: z
    .string()
    .trim()
    .min(1, refundMessages.reasonRequired)
    .max(500, refundMessages.reasonTooLong),
});
export type RefundInput = z.output<typeof refundInputSchema>;

export const refundStatuses = ['pending', 'processed', 'failed'] as const;

export const refundSchema = z.object({
  id: z.uuid(),
  amount: z.number(),
  reason: z.string(),
  status: z.enum(refundStatuses),
  createdAt: z.iso.datetime(),
});
export type Refund = z.infer<typeof refundSchema>;

/** Refunds in the back office. */
export const refundEndpoints = endpointGroup(
  'admin',
  {
    refund: {
      method: 'POST',
      path: '/api/admin/payments/:id/refunds',
      summary: 'Refunds all or part of a captured payment through the gateway',
      params: idParamsSchema,
      body: refundInputSchema,
      status: 201,
      response: z.object({ message: z.string(), refund: refundSchema }),
      errors: [...recordErrors, 502],
    },
  },
  'payments',
);
