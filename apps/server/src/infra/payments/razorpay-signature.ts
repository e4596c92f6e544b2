import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** Razorpay's signatures: hex HMAC-SHA256 with a secret. */
export const hmacHex = (secret: string, payload: string | Buffer) =>
  createHmac('sha256', secret).update(payload).digest('hex');

/** The checkout signature signs `order_id|payment_id` with the key secret. */
export const checkoutSignature = (keySecret: string, orderId: string, paymentId: string) =>
  hmacHex(keySecret, `${orderId}|${paymentId}`);

/** Compares in constant time, so the time taken says nothing about how much matched. */
export const signatureMatches = (expected: string, given: string | undefined) => {
  if (typeof given !== 'string') return false;
  const expectedBytes = Buffer.from(expected, 'utf8');
  const givenBytes = Buffer.from(given, 'utf8');
  return expectedBytes.length === givenBytes.length && timingSafeEqual(expectedBytes, givenBytes);
};

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An id shaped like Razorpay's: `order_` or `pay_` and 14 random letters and digits. */
export const razorpayStyleId = (prefix: 'order' | 'pay' | 'rfnd') =>
  `${prefix}_${Array.from({ length: 14 }, () => alphabet[randomInt(alphabet.length)]).join('')}`;
