import {
  receiptNumber,
  receiptSeries,
  societyDay,
  type MemberPayment,
  type ReceiptKind,
} from '@osi/shared';
import type { Executor } from '../../db/client';
import { societySettings } from '../../db/society-settings';
import { notFound } from '../../lib/errors';
import { readGstDetails } from './gst-settings.service';
import type { PaymentRow } from './payments.repository';
import { renderReceiptPdf } from './receipt-pdf';
import {
  findOwnReceiptDocument,
  findReceiptDocumentByNumber,
  findReceiptDocumentOfPayment,
  findReceiptOfPayment,
  insertReceipt,
  listPaymentsOfMember,
  nextSequence,
  setPlaceOfSupply,
} from './receipts.repository';

/** The next number of the series of `kind` for the financial year `day` is in, in `tx`. */
const nextNumber = async (tx: Executor, kind: ReceiptKind, day: string) => {
  const { shortName } = await societySettings(tx);
  const series = receiptSeries(kind, shortName, day);
  const sequence = await nextSequence(tx, series);
  return { kind, series, sequence, number: receiptNumber(series, sequence) };
};

/**
 * Numbers the receipt of a capture in the transaction that records it: the next number of the
 * series of the capture day's financial year in India, dated on that day, with the GST details
 * then in force.
 */
export const issueReceipt = async (tx: Executor, payment: PaymentRow) => {
  const receipt = await insertReceipt(tx, {
    ...(await nextNumber(tx, 'receipt', societyDay(payment.capturedAt ?? new Date()))),
    paymentId: payment.id,
    amountPaise: payment.amountPaise,
    tax: await readGstDetails(tx),
    issuedAt: payment.capturedAt ?? undefined,
  });
  if (payment.memberId) await setPlaceOfSupply(tx, payment.id);
  return receipt;
};

/**
 * Numbers the credit note of a refund in the transaction that settles it, in the credit notes'
 * own series; a tax invoice's credit note carries the invoice's GST details and place of supply.
 */
export const issueCreditNote = async (
  tx: Executor,
  refund: { id: string; paymentId: string; amountPaise: number },
) => {
  const original = await findReceiptOfPayment(tx, refund.paymentId);
  return insertReceipt(tx, {
    ...(await nextNumber(tx, 'credit_note', societyDay())),
    paymentId: refund.paymentId,
    refundId: refund.id,
    amountPaise: refund.amountPaise,
    tax: original?.tax ?? null,
  });
};

/** The payer of a claimed payment is known now: a tax invoice takes their state as the place of supply. */
export const receiptPayerKnown = (tx: Executor, paymentRowId: string) =>
  setPlaceOfSupply(tx, paymentRowId);

/** A member's payments, newest first, as their Payments list and their details show them. */
export const paymentsOfMember = async (db: Executor, memberId: string) => {
  const rows = await listPaymentsOfMember(db, memberId);
  return {
    items: rows.map(({ payment, item, receiptNumber: number, creditNotes }): MemberPayment => ({
      id: payment.id,
      date: (payment.capturedAt ?? payment.createdAt).toISOString(),
      purpose: payment.purpose,
      item,
      amountPaise: payment.amountPaise,
      status: payment.status,
      paymentId: payment.paymentId,
      receiptNumber: number,
      creditNotes,
      refundedPaise: payment.refundedPaise,
    })),
  };
};

const noReceipt = () => notFound('No such receipt.');

const pdfOf = async (
  db: Executor,
  document: Awaited<ReturnType<typeof findReceiptDocumentOfPayment>>,
) => {
  if (!document) throw noReceipt();
  return {
    number: document.receipt.number,
    pdf: await renderReceiptPdf({ ...document, society: await societySettings(db) }),
  };
};

/** The signed-in member's receipt; another member's is as absent as one never issued. */
export const ownReceiptPdf = async (db: Executor, memberId: string, number: string) =>
  pdfOf(db, await findOwnReceiptDocument(db, memberId, number));

export const receiptPdfOfPayment = async (db: Executor, paymentRowId: string) =>
  pdfOf(db, await findReceiptDocumentOfPayment(db, paymentRowId));

/** Any receipt or credit note by its number, for the administrators. */
export const receiptPdfByNumber = async (db: Executor, number: string) =>
  pdfOf(db, await findReceiptDocumentByNumber(db, number));
