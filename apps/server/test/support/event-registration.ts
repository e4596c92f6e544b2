import { randomBytes } from 'node:crypto';
import type { GuestRegistrationInput } from '@osi/shared';
import { inject } from './fellowship';
import { latestMailTo, type PaidCheckout } from './membership';
import type { TestApp } from './test-app';

export const guestEmail = () => `guest-${randomBytes(4).toString('hex')}@example.org`;

/** What a visitor fills in to register. */
export const guestDetails = (
  email: string,
  overrides: Partial<GuestRegistrationInput> = {},
): GuestRegistrationInput => ({
  name: 'Dr. Kavya Nair',
  email,
  mobile: '9876543210',
  registrationNumber: 'A-12345',
  category: 'non-member',
  ...overrides,
});

/** A visitor from an address of their own, so the per-address limits stay out of the way. */
const post = (app: TestApp, url: string, payload: object) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });

/** Verifies the visitor's address with the code the event's e-mail carries. */
export const verifyGuest = async (app: TestApp, slug: string, email: string) => {
  await post(app, `/api/events/${slug}/verification-code`, { email });
  const code = /(\d{6}) is your verification code/.exec(
    (await latestMailTo(app.db, email))!.subject,
  )![1];
  await post(app, `/api/events/${slug}/verification-code/verify`, { email, otp: code });
};

/** A verified visitor registers: the response of POST /api/events/:slug/registrations. */
export const registerGuest = async (
  app: TestApp,
  slug: string,
  overrides: Partial<GuestRegistrationInput> = {},
) => {
  const email = overrides.email ?? guestEmail();
  await verifyGuest(app, slug, email);
  return post(app, `/api/events/${slug}/registrations`, guestDetails(email, overrides));
};

/** Pays an order in the sandbox's checkout; the body POST /api/event-payments takes. */
export const paySandboxOrder = async (app: TestApp, orderId: string) => {
  const paid: PaidCheckout = (
    await inject(app, 'POST', '/api/payments/sandbox/checkout', undefined, {
      orderId,
      outcome: 'success',
    })
  ).json();
  return {
    razorpayOrderId: paid.razorpay_order_id,
    razorpayPaymentId: paid.razorpay_payment_id,
    razorpaySignature: paid.razorpay_signature,
  };
};

export const registrationAction = (app: TestApp, token: string, action: 'accept' | 'cancel') =>
  inject(app, 'POST', `/api/event-registrations/${token}/${action}`, undefined, { confirm: true });
