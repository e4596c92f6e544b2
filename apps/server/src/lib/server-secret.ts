import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/** A key of its own for each use of the server's secret, so none can stand in for another. */
const keyFor = (secret: string, purpose: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'osi', purpose, 32));

/** Encrypts a short text with AES-256-GCM: `iv.ciphertext.tag`, base64url. */
export const seal = (secret: string, purpose: string, text: string) => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret, purpose), iv);
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [iv, sealed, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
};

/** The text `seal` sealed; throws when it was sealed with another secret or changed. */
export const unseal = (secret: string, purpose: string, sealed: string) => {
  const [iv = '', data = '', tag = ''] = sealed.split('.');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    keyFor(secret, purpose),
    Buffer.from(iv, 'base64url'),
  );
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(data, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
};

/** A keyed hash: what a database copy cannot reverse by trying every short code. */
export const keyedHash = (secret: string, purpose: string, text: string) =>
  createHmac('sha256', keyFor(secret, purpose)).update(text).digest('base64url');

/** `payload.signature`: the payload readable, any change to it detected. */
export const signed = (secret: string, purpose: string, payload: string) =>
  `${payload}.${keyedHash(secret, purpose, payload)}`;

/** The payload of a `signed` text, or null when its signature does not match. */
export const verifiedPayload = (secret: string, purpose: string, text: string) => {
  const cut = text.lastIndexOf('.');
  if (cut < 0) return null;
  const payload = text.slice(0, cut);
  const expected = Buffer.from(keyedHash(secret, purpose, payload));
  const given = Buffer.from(text.slice(cut + 1));
  return given.length === expected.length && timingSafeEqual(given, expected) ? payload : null;
};
