import { createHash, randomBytes } from 'node:crypto';

/** An opaque secret for a cookie or an e-mailed link; only its hash is ever stored. */
export const newToken = () => randomBytes(32).toString('base64url');

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
