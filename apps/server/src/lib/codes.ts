import { randomInt } from 'node:crypto';

/** Crockford's base 32: no I, L, O or U, so a code read aloud or typed is not misread. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** An unguessable code of `length` characters, five random bits each: tickets and certificates. */
export const randomCode = (length: number) =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

export const newTicketCode = () => randomCode(12);
export const newCertificateCode = () => randomCode(16);
