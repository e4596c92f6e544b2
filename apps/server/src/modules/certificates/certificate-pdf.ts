import QRCode from 'qrcode';
import { certificateKindLabels, formatLongDate, type SiteSettings } from '@osi/shared';
import { drawMark, pdfColours, renderPdf } from '../../lib/pdf-document';
import type { CertificateRow } from './certificates.repository';

const { indigo, slate, ink } = pdfColours;
// A4 landscape, in points.
const pageWidth = 842;
const margin = 60;
const width = pageWidth - 2 * margin;
const qrSize = 96;

/** What the certificate says of its holder, after "This is to certify that". */
const statement = ({ kind, title }: CertificateRow) =>
  ({
    attendance: `attended ${title}`,
    membership: `is a member of the society (${title})`,
    fellowship: `has been awarded the ${title}`,
  })[kind];

const dateLines = ({ kind, issuedOn, validFrom, validUntil }: CertificateRow) => {
  if (kind === 'attendance') return [`Date: ${formatLongDate(validFrom)}`];
  const until = validUntil ? ` until ${formatLongDate(validUntil)}` : '';
  return [
    `Valid from ${formatLongDate(validFrom)}${until}`,
    `Issued on ${formatLongDate(issuedOn)}`,
  ];
};

const pointsLine = ({ points, accreditationNumber }: CertificateRow) =>
  [
    points ? `${points} CDE points` : '',
    accreditationNumber ? `Accreditation No. ${accreditationNumber}` : '',
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * A certificate as an A4 landscape PDF: the society, what it certifies and of whom, and a QR
 * code of its verification address, printed beneath for those who cannot scan it.
 */
export const renderCertificatePdf = async (
  certificate: CertificateRow,
  society: SiteSettings,
  verifyUrl: string,
) => {
  const qr = await QRCode.toBuffer(verifyUrl, { type: 'png', margin: 1, width: 4 * qrSize });
  const heading = certificateKindLabels[certificate.kind];
  const info = { Title: `${heading} ${certificate.code}`, Author: society.name };
  return renderPdf({ size: 'A4', layout: 'landscape', margin, info }, (doc) => {
    doc
      .rect(24, 24, pageWidth - 48, 595 - 48)
      .lineWidth(2)
      .strokeColor(indigo)
      .stroke();
    drawMark(doc, pageWidth / 2 - 22, 50, 44);
    doc.font('bold').fontSize(18).fillColor(ink);
    doc.text(society.name, margin, 104, { width, align: 'center' });

    doc.moveDown(1).font('bold').fontSize(28).fillColor(indigo);
    doc.text(heading, { width, align: 'center' });
    doc.moveDown(0.6).font('regular').fontSize(13).fillColor(slate);
    doc.text('This is to certify that', { width, align: 'center' });
    doc.moveDown(0.4).font('bold').fontSize(24).fillColor(ink);
    doc.text(certificate.holderName, { width, align: 'center' });
    doc.moveDown(0.4).font('regular').fontSize(14).fillColor(ink);
    doc.text(statement(certificate), { width, align: 'center' });
    const points = pointsLine(certificate);
    if (points) doc.moveDown(0.4).fontSize(12).text(points, { width, align: 'center' });
    doc.moveDown(0.6).fontSize(11).fillColor(slate);
    for (const line of dateLines(certificate)) doc.text(line, { width, align: 'center' });

    const qrTop = 595 - 60 - qrSize - 30;
    doc.image(qr, pageWidth - margin - qrSize, qrTop, { width: qrSize });
    doc.font('regular').fontSize(8).fillColor(slate);
    doc.text(verifyUrl, pageWidth - margin - 300, qrTop + qrSize + 6, {
      width: 300,
      align: 'right',
    });
    doc.text(`Certificate No. ${certificate.code}`, margin, qrTop + qrSize - 10, { width: 300 });
  });
};
