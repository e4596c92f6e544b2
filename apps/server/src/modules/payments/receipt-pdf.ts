import {
  formatLongDate,
  formatPaise,
  gstDetailsSchema,
  gstSplit,
  memberName,
  paymentPurposeLabels,
  type SiteSettings,
} from '@osi/shared';
import { keptPayerSchema } from '../privacy/kept-payer';
import { drawMark, pdfColours, renderPdf } from '../../lib/pdf-document';
import type { ReceiptDocument } from './receipts.repository';

const { indigo, slate } = pdfColours;
const left = 50;
const width = 495;

/**
 * Who paid: the member with their number and address, a visitor by the name they registered for
 * an event with, or, before any claimed it, the e-mail; once the payer's account was erased, the
 * payer as kept for the receipt (decision 086).
 */
const payerLines = ({ member, payment, registrantName }: ReceiptDocument) => {
  const kept = keptPayerSchema.safeParse(payment.keptPayer);
  if (kept.success) {
    const { name, membershipId, state, country } = kept.data;
    return [
      name,
      ...(membershipId ? [`Membership No. ${membershipId}`] : []),
      ...[[state, country].filter(Boolean).join(', ')].filter(Boolean),
    ];
  }
  if (!member) return registrantName ? [registrantName, payment.email] : [payment.email];
  const place = [member.city, member.state, member.postcode].filter(Boolean).join(', ');
  return [
    memberName(member),
    ...(member.membershipId ? [`Membership No. ${member.membershipId}`] : []),
    ...[member.address, place, member.country].filter(Boolean),
  ];
};

const row = (doc: PDFKit.PDFDocument, label: string, amount: string, strong = false) => {
  const y = doc.y;
  doc
    .font(strong ? 'bold' : 'regular')
    .fontSize(10)
    .fillColor('#0f172a');
  doc.text(label, left + 10, y, { width: 330 });
  doc.text(amount, left + 345, y, { width: 140, align: 'right' });
  doc.moveDown(0.4);
};

/** What the receipt lists: the payment, and for a tax invoice its taxable value and tax. */
const amountRows = (doc: PDFKit.PDFDocument, document: ReceiptDocument) => {
  const { receipt, payment, item } = document;
  const paidFor = `${paymentPurposeLabels[payment.purpose]}${item ? `: ${item}` : ''}`;
  const description = receipt.kind === 'credit_note' ? `Refund of ${paidFor}` : paidFor;
  const tax = gstDetailsSchema.safeParse(receipt.tax);
  if (!tax.success) {
    row(doc, description, formatPaise(receipt.amountPaise));
    return;
  }
  const gst = tax.data;
  const placeOfSupply = placeOf(receipt.tax) || gst.state;
  const split = gstSplit(receipt.amountPaise, gst.ratePercent, sameState(placeOfSupply, gst.state));
  row(doc, `${description} (SAC ${gst.sacCode}), taxable value`, formatPaise(split.taxable));
  if (split.kind === 'inter-state') {
    row(doc, `IGST @ ${gst.ratePercent}%`, formatPaise(split.igst));
  } else {
    row(doc, `CGST @ ${gst.ratePercent / 2}%`, formatPaise(split.cgst));
    row(doc, `SGST @ ${gst.ratePercent / 2}%`, formatPaise(split.sgst));
  }
};

const placeOf = (tax: unknown) => {
  const value = (tax as { placeOfSupply?: unknown } | null)?.placeOfSupply;
  return typeof value === 'string' ? value.trim() : '';
};
const sameState = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

const heading = (doc: PDFKit.PDFDocument, text: string) => {
  doc.moveDown(1).font('bold').fontSize(9).fillColor(slate).text(text.toUpperCase(), left);
  doc.moveDown(0.2).font('regular').fontSize(10).fillColor('#0f172a');
};

/** The receipt (or, with GST details in force when issued, the tax invoice) as a PDF. */
export const renderReceiptPdf = (document: ReceiptDocument & { society: SiteSettings }) => {
  const { receipt, payment, society } = document;
  const gst = gstDetailsSchema.safeParse(receipt.tax);
  const creditNote = receipt.kind === 'credit_note';
  const title = creditNote ? 'Credit Note' : gst.success ? 'Tax Invoice' : 'Receipt';
  const info = { Title: `${title} ${receipt.number}`, Author: society.name };
  return renderPdf({ size: 'A4', margin: left, info }, (doc) => {
    drawMark(doc, left, 50, 44);
    doc
      .font('bold')
      .fontSize(15)
      .fillColor('#0f172a')
      .text(society.name, left + 58, 52, {
        width: width - 58,
      });
    doc.font('regular').fontSize(9).fillColor(slate);
    doc.text(society.address, { width: width - 58 });
    doc.text(`${society.contactEmail} · ${society.phone}`, { width: width - 58 });

    doc.moveDown(2).font('bold').fontSize(18).fillColor(indigo).text(title, left);
    doc.font('regular').fontSize(10).fillColor('#0f172a');
    doc.text(`${title} No. ${receipt.number}`);
    doc.text(`Date: ${formatLongDate(receipt.issuedAt)}`);
    if (creditNote && document.originalNumber) {
      doc.text(`Against ${gst.success ? 'tax invoice' : 'receipt'} No. ${document.originalNumber}`);
    }
    if (gst.success) {
      doc.text(`GSTIN: ${gst.data.gstin}`);
      doc.text(`Legal name: ${gst.data.legalName}`);
      doc.text(`State: ${gst.data.state}`);
      doc.text(`Place of supply: ${placeOf(receipt.tax) || gst.data.state}`);
    }

    heading(doc, creditNote ? 'Refunded to' : 'Received from');
    for (const line of payerLines(document)) doc.text(line);

    heading(doc, 'For');
    doc.moveDown(0.2);
    amountRows(doc, document);
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .strokeColor('#cbd5e1')
      .stroke();
    doc.moveDown(0.4);
    row(
      doc,
      creditNote ? 'Total refunded' : 'Total received',
      formatPaise(receipt.amountPaise),
      true,
    );
    if (gst.success) {
      doc.font('regular').fontSize(8).fillColor(slate).text('Prices include GST.', left);
    }

    heading(doc, 'Payment');
    doc.text(`Payment ID: ${payment.paymentId ?? ''}`);
    doc.text(`Order ID: ${payment.orderId}`);
    if (payment.capturedAt) doc.text(`Paid on: ${formatLongDate(payment.capturedAt)}`);

    doc
      .moveDown(3)
      .font('regular')
      .fontSize(8)
      .fillColor(slate)
      .text('This is a computer-generated document and needs no signature.', left);
  });
};
