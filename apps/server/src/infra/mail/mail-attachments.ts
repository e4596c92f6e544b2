import QRCode from 'qrcode';
import sharp from 'sharp';
import type { MailAttachment } from './mail-transport';

/** Pixels a module of the code, and modules of white around it: 180 px for a ticket's address. */
const scale = 4;
const margin = 2;

/**
 * A QR code as a PNG: the library lays out the code, sharp (libvips, off the event loop) encodes
 * it, at a third of the time the library's own PNG encoder takes on the server's one thread.
 */
const qrCodePng = (text: string) => {
  const { modules } = QRCode.create(text);
  const size = (modules.size + 2 * margin) * scale;
  const pixels = Buffer.alloc(size * size, 255);
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(row, column)) continue;
      const left = (column + margin) * scale;
      for (let line = (row + margin) * scale; line < (row + margin + 1) * scale; line += 1) {
        pixels.fill(0, line * size + left, line * size + left + scale);
      }
    }
  }
  return sharp(pixels, { raw: { width: size, height: size, channels: 1 } })
    .png()
    .toBuffer();
};

/** An attachment as nodemailer sends it: a QR code drawn now, a text file as it is. */
export const attachmentFile = async (attachment: MailAttachment) =>
  'qrCodeOf' in attachment
    ? {
        filename: attachment.filename,
        content: await qrCodePng(attachment.qrCodeOf),
        contentType: 'image/png',
        cid: attachment.cid,
      }
    : {
        filename: attachment.filename,
        content: attachment.text,
        contentType: attachment.contentType,
      };
