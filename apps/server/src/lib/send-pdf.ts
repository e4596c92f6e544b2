import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';

/** Sends a generated PDF named after its number (slashes made dashes), never cached. */
export const sendPdf = (reply: FastifyReply, { number, pdf }: { number: string; pdf: Buffer }) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition(`${number.replaceAll('/', '-')}.pdf`))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(pdf);
