import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import {
  formatLongDate,
  formatPaise,
  gstDetailsSchema,
  gstSplit,
  memberName,
  paymentPurposeLabels,
  type SiteSettings,
} from '@osi/shared';
import type { ReceiptDocument } from './receipts.repository';

/**
 * DejaVu Sans has the rupee sign (₹) that PDF's standard fonts lack. Each face is parsed once and
 * handed to pdfkit as a parsed font, which it takes as it is; each receipt subsets its own glyphs
 * (decision 076).
 */
const parsedFont = (name: string) =>
  fontkit.create(
    readFileSync(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`)),
  ) as unknown as string;
const regular = parsedFont('DejaVuSans.ttf');
const bold = parsedFont('DejaVuSans-Bold.ttf');

const indigo = '#4338ca';
const slate = '#475569';
const left = 50;
const width = 495;

/** The society's mark (the site's favicon), drawn as vectors: nothing to decode per receipt. */
const drawMark = (doc: PDFKit.PDFDocument, x: number, y: number, size: number) => {
  doc
    .save()
    .translate(x, y)
    .scale(size / 40);
  const gradient = doc.linearGradient(0, 0, 40, 40).stop(0, indigo).stop(1, '#581c87');
  doc.roundedRect(0, 0, 40, 40, 10).fill(gradient);
  doc
    .path(
      'M12 8.5c2.6-1.8 5.3-1.4 8 0 2.7-1.4 5.4-1.8 8 0 1.9 1.4 1.7 4.6-.4 7.5H12.4c-2.1-2.9-2.3-6.1-.4-7.5z',
    )
    .fill('#ffffff');
  doc.roundedRect(17, 17, 6, 2.6, 0.8).fillOpacity(0.85).fill('#ffffff');
  doc.path('M15.2 20.8h9.6l-1.1 10.4L20 34.5l-3.7-3.3z').fillOpacity(0.92).fill('#ffffff');
  doc.restore();
};

/**
 * Who paid: the member with their number and address, a visitor by the name they registered for
 * an event with, or, before any claimed it, the e-mail.
 */
const payerLines = ({ member, payment, registrantName }: ReceiptDocument) => {
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
export const renderReceiptPdf = (document: ReceiptDocument & { society: SiteSettings }) =>
  new Promise<Buffer>((resolve, reject) => {
    const { receipt, payment, society } = document;
    const gst = gstDetailsSchema.safeParse(receipt.tax);
    const creditNote = receipt.kind === 'credit_note';
    const title = creditNote ? 'Credit Note' : gst.success ? 'Tax Invoice' : 'Receipt';
    const doc = new PDFDocument({
      size: 'A4',
      margin: left,
      font: regular,
      info: { Title: `${title} ${receipt.number}`, Author: society.name },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.registerFont('regular', regular);
    doc.registerFont('bold', bold);

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
    doc.end();
  });
