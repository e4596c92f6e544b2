import { createHash, randomBytes } from 'node:crypto';

/** An opaque secret for a cookie or an e-mailed link; only its hash is ever stored. */
export const newToken = () => randomBytes(32).toString('base64url');

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A 32-character secret kept as is, as it is the address of what it opens (a registration's page). */
export const newLinkToken = () => randomBytes(24).toString('base64url');
