import { createHmac, timingSafeEqual } from 'node:crypto';

const maxAgeMs = 24 * 60 * 60 * 1000;

const signature = (secret: Buffer, issuedAt: string) =>
  createHmac('sha256', secret).update(`contact-form:${issuedAt}`).digest('base64url');

/** A token for an opened contact form: when it was opened, signed so it cannot be forged. */
export const issueFormToken = (secret: Buffer, now = Date.now()) =>
  `${now}.${signature(secret, String(now))}`;

/** Whether a token is ours and fresh, and whether the form was filled in suspiciously fast. */
export const checkFormToken = (
  secret: Buffer,
  token: string,
  minSeconds: number,
  now = Date.now(),
): 'ok' | 'too-quick' | 'invalid' => {
  const [issuedAt = '', given = ''] = token.split('.');
  const expected = Buffer.from(signature(secret, issuedAt));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return 'invalid';
  const age = now - Number(issuedAt);
  if (age > maxAgeMs || age < 0) return 'invalid';
  return age < minSeconds * 1000 ? 'too-quick' : 'ok';
};
