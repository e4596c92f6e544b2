import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

/**
 * DejaVu Sans has the rupee sign (₹) that PDF's standard fonts lack. Each face is parsed once and
 * handed to pdfkit as a parsed font, which it takes as it is; each document subsets its own glyphs
 * (decision 076).
 */
const parsedFont = (name: string) =>
  fontkit.create(
    readFileSync(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`)),
  ) as unknown as string;
const regular = parsedFont('DejaVuSans.ttf');
const bold = parsedFont('DejaVuSans-Bold.ttf');

export const pdfColours = { indigo: '#4338ca', slate: '#475569', ink: '#0f172a' };

/** The society's mark (the site's favicon), drawn as vectors: nothing to decode per document. */
export const drawMark = (doc: PDFKit.PDFDocument, x: number, y: number, size: number) => {
  doc
    .save()
    .translate(x, y)
    .scale(size / 40);
  const gradient = doc.linearGradient(0, 0, 40, 40).stop(0, pdfColours.indigo).stop(1, '#581c87');
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
 * A PDF drawn by `draw` in DejaVu Sans, its faces registered as 'regular' and 'bold'; answers the
 * finished file.
 */
export const renderPdf = (
  options: PDFKit.PDFDocumentOptions,
  draw: (doc: PDFKit.PDFDocument) => void,
) =>
  new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({ ...options, font: regular });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.registerFont('regular', regular);
    doc.registerFont('bold', bold);
    draw(doc);
    doc.end();
  });
