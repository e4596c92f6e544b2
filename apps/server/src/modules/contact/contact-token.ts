import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const maxAgeMs = 24 * 60 * 60 * 1000;

const signature = (secret: Buffer, issued: string) =>
  createHmac('sha256', secret).update(`contact-form:${issued}`).digest('base64url');

/**
 * A token for an opened contact form: when it was opened and a random part (so no two forms
 * share one, and each carries one message), signed so it cannot be forged.
 */
export const issueFormToken = (secret: Buffer, now = Date.now()) => {
  const issued = `${now}.${randomBytes(16).toString('base64url')}`;
  return `${issued}.${signature(secret, issued)}`;
};

/** Whether a token is ours and fresh, and whether the form was filled in suspiciously fast. */
export const checkFormToken = (
  secret: Buffer,
  token: string,
  minSeconds: number,
  now = Date.now(),
): 'ok' | 'too-quick' | 'invalid' => {
  const [issuedAt = '', nonce = '', given = ''] = token.split('.');
  const expected = Buffer.from(signature(secret, `${issuedAt}.${nonce}`));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return 'invalid';
  const age = now - Number(issuedAt);
  if (age > maxAgeMs || age < 0) return 'invalid';
  return age < minSeconds * 1000 ? 'too-quick' : 'ok';
};
