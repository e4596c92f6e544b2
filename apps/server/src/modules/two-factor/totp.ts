import { Secret, TOTP } from 'otpauth';

/** The name authenticator apps show beside the code. */
const issuer = 'OSI back office';

/** RFC 6238's defaults, which every authenticator app reads: SHA-1, six digits, 30 seconds. */
const totpOf = (key: string, label = '') =>
  new TOTP({ issuer, label, secret: Secret.fromBase32(key) });

/** A new 160-bit key, base32. */
export const newTotpKey = () => new Secret({ size: 20 }).base32;

/** The otpauth:// address a QR code carries to the app. */
export const otpauthUri = (key: string, email: string) => totpOf(key, email).toString();

/** The key in groups of four, for typing into an app by hand. */
export const groupedKey = (key: string) => key.match(/.{1,4}/g)!.join(' ');

/**
 * The time step a code belongs to, allowing one step either side for clocks that drift, or null
 * when it matches none.
 */
export const stepOfCode = (key: string, code: string, now = Date.now()) => {
  const totp = totpOf(key);
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
};
