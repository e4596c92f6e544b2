import { z } from 'zod';
import { paymentPurposes, paymentStatuses } from './accounts';
import { financialYear } from './membership-year';
import { formatRupeesAndPaise } from './money';
import { indianStateCodes, indianStates } from './options';

export const gstMessages = {
  gstin: 'Please enter a valid 15-character GSTIN',
  gstinState: "The GSTIN's first two digits must be the code of the state chosen",
  legalName: 'Please enter the legal name registered for GST',
  state: 'Please choose the state of registration',
  sacCode: 'Please enter the 6-digit SAC code',
  rate: 'Please enter a GST rate between 0.01 and 40 percent',
  saved: 'GST details saved.',
  removed: 'GST details removed: receipts are issued without tax from now on.',
} as const;

const gstinCharacters = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A GSTIN's format (state code, PAN, entity, Z) and its check character (mod 36). */
export const isValidGstin = (gstin: string) => {
  if (!/^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(gstin)) return false;
  const sum = [...gstin.slice(0, 14)].reduce((total, character, index) => {
    const product = gstinCharacters.indexOf(character) * (index % 2 === 0 ? 1 : 2);
    return total + Math.floor(product / 36) + (product % 36);
  }, 0);
  return gstin[14] === gstinCharacters[(36 - (sum % 36)) % 36];
};

/** The society's GST registration; when set, each receipt is a tax invoice. */
export const gstDetailsSchema = z
  .object({
    gstin: z.string().trim().toUpperCase().refine(isValidGstin, gstMessages.gstin),
    legalName: z.string().trim().min(1, gstMessages.legalName).max(200, gstMessages.legalName),
    state: z.enum(indianStates, gstMessages.state),
    sacCode: z
      .string()
      .trim()
      .regex(/^\d{6}$/, gstMessages.sacCode),
    ratePercent: z.coerce
      .number(gstMessages.rate)
      .min(0.01, gstMessages.rate)
      .max(40, gstMessages.rate)
      .multipleOf(0.01, gstMessages.rate),
  })
  .refine((details) => details.gstin.startsWith(indianStateCodes[details.state]), {
    message: gstMessages.gstinState,
    path: ['gstin'],
  });
export type GstDetails = z.infer<typeof gstDetailsSchema>;

/** The back office's GST form, named as the settings it sends, so the server's field errors land. */
export const gstFormSchema = z.object({ gst: gstDetailsSchema });

/** What the back office sets: the GST details, or null for receipts without tax. */
export const gstSettingsSchema = z.object({ gst: gstDetailsSchema.nullable() });
export type GstSettings = z.infer<typeof gstSettingsSchema>;

/**
 * The tax in a tax-inclusive amount, in paise: the taxable value, and the tax as CGST with SGST
 * (the member's state is the society's) or as IGST (another state).
 */
export const gstSplit = (
  amountPaise: number,
  ratePercent: number,
  sameState: boolean,
): { taxable: number; tax: number } & (
  { kind: 'intra-state'; cgst: number; sgst: number } | { kind: 'inter-state'; igst: number }
) => {
  const taxable = Math.round((amountPaise * 100) / (100 + ratePercent));
  const tax = amountPaise - taxable;
  if (!sameState) return { kind: 'inter-state', taxable, tax, igst: tax };
  const cgst = Math.floor(tax / 2);
  return { kind: 'intra-state', taxable, tax, cgst, sgst: tax - cgst };
};

export const receiptKinds = ['receipt', 'credit_note'] as const;
export type ReceiptKind = (typeof receiptKinds)[number];

/**
 * A receipt series: one per kind and financial year, OSI/2026-27 for receipts and OSI/CN/2026-27
 * for credit notes; its numbers are the series and a six-digit sequence, OSI/2026-27/000123.
 */
export const receiptSeries = (kind: ReceiptKind, shortName: string, day: string) =>
  [shortName.toUpperCase(), ...(kind === 'credit_note' ? ['CN'] : []), financialYear(day)].join(
    '/',
  );
export const receiptNumber = (series: string, sequence: number) =>
  `${series}/${String(sequence).padStart(6, '0')}`;

/** One of a member's payments as their Payments list and the member's details show it. */
export const memberPaymentSchema = z.object({
  id: z.uuid(),
  date: z.string(),
  purpose: z.enum(paymentPurposes),
  /** The price record's name: the membership type, or the fellowship. */
  item: z.string(),
  amountPaise: z.number().int(),
  status: z.enum(paymentStatuses),
  paymentId: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  /** The numbers of the credit notes of its refunds. */
  creditNotes: z.array(z.string()),
  refundedPaise: z.number().int(),
});
export type MemberPayment = z.infer<typeof memberPaymentSchema>;
export const memberPaymentsSchema = z.object({ items: z.array(memberPaymentSchema) });

/** An amount in paise as rupees and paise, as receipts write it: ₹1,50,000.00. */
export const formatPaise = (paise: number) => formatRupeesAndPaise(paise / 100);

/** Where a member downloads one of their receipts or credit notes. */
export const ownReceiptPath = (number: string) => `/api/me/receipts/${encodeURIComponent(number)}`;
/** A payment's receipt, for the administrators. */
export const adminReceiptPath = (paymentId: string) => `/api/admin/payments/${paymentId}/receipt`;
/** Any receipt or credit note by its number, for the administrators. */
export const adminReceiptByNumberPath = (number: string) =>
  `/api/admin/receipts/${encodeURIComponent(number)}`;

/** The dashboard's Payments tab, where a signed-in member downloads their receipts. */
export const paymentsTabUrl = (publicUrl: string) => `${publicUrl}/dashboard?tab=payments`;
