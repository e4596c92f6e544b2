import QRCode from 'qrcode';
import type { MailAttachment } from './mail-transport';

/** An attachment as nodemailer sends it: a QR code drawn now, a text file as it is. */
export const attachmentFile = async (attachment: MailAttachment) =>
  'qrCodeOf' in attachment
    ? {
        filename: attachment.filename,
        // Four pixels a module: 180 px, enough for a phone, and quicker to draw than larger.
        content: await QRCode.toBuffer(attachment.qrCodeOf, { scale: 4, margin: 2 }),
        contentType: 'image/png',
        cid: attachment.cid,
      }
    : {
        filename: attachment.filename,
        content: attachment.text,
        contentType: attachment.contentType,
      };
