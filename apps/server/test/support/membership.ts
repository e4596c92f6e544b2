import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Executor } from '../../src/db/client';
import { outboxMessages } from '../../src/db/schema';
import { demoPrivacyNotice } from '../../src/db/seed/privacy-notice';
import { createMembershipType } from '../../src/modules/membership-types/membership-types.service';
import { latestNoticeVersion } from '../../src/modules/privacy/privacy-notice.repository';
import { publishNoticeVersion } from '../../src/modules/privacy/privacy-notice.service';
import { insertAdmin } from './fixtures';
import type { TestApp } from './test-app';

export const pngBytes = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#5b21b6' } })
    .png()
    .toBuffer();

/** A multipart body as a browser's FormData sends it. */
export const multipart = (
  fields: Record<string, string>,
  file: { bytes: Buffer; name: string; type: string },
) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
  return form;
};

export const latestMailTo = async (db: Executor, to: string) => {
  const [mail] = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, to))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  return mail;
};

export const seedMembershipTypes = async (db: TestApp['db']) => {
  const admin = await insertAdmin(db);
  const actor = { type: 'admin' as const, id: admin.id };
  const life = await createMembershipType(db, actor, { name: 'Life Member', price: 15000 });
  const student = await createMembershipType(db, actor, { name: 'Student Member', price: 2500 });
  return { life, student };
};

export const applicant = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  password: 'Implant#2025',
  title: 'Dr.',
  firstName: 'Ananya',
  middleName: '',
  lastName: 'Krishnan',
  dob: '1988-04-12',
  gender: 'female',
  specialty: 'Prosthodontics',
  certificateName: 'Dr. Ananya Krishnan',
  referenceCode: '',
  nationality: 'Indian',
  department: 'Prosthodontics',
  institution: 'Government Dental College',
  dentalRegNumber: `KA-${Math.floor(Math.random() * 1e8)}`,
  address: '12 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postcode: '560025',
  mobileNo: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
  country: 'India',
  howDidYouKnow: 'Friend',
  ...overrides,
});

const noticePublished = new WeakMap<object, Promise<unknown>>();

/**
 * The privacy notice's current version, published once per database if none is yet, as an
 * applicant reads it before agreeing (concurrent applicants see the same one).
 */
export const currentNoticeVersion = async (db: Executor) => {
  if (!noticePublished.has(db)) {
    noticePublished.set(
      db,
      latestNoticeVersion(db).then(
        (row) => row ?? publishNoticeVersion(db, demoPrivacyNotice, null),
      ),
    );
  }
  await noticePublished.get(db);
  return (await latestNoticeVersion(db))!.version;
};

/** The consent step 6 sends with the order and the registration. */
export const consentTo = async (db: Executor) => ({
  privacyConsent: true,
  privacyNoticeVersion: await currentNoticeVersion(db),
});

/** What the checkout dialog hands the browser once the order is paid. */
export interface PaidCheckout {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

const paySandboxOrder = async (app: TestApp, orderId: string): Promise<PaidCheckout> =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/checkout',
      payload: { orderId, outcome: 'success' },
    })
  ).json();

/** The registration cookie of the browser that uploaded each profile picture. */
const uploadingBrowsers = new Map<string, string>();

/** Sends step 6 from the browser that uploaded the body's profile picture, as the wizard does. */
export const postRegistration = (app: TestApp, body: object) => {
  const cookie = uploadingBrowsers.get(
    String((body as { profilePictureKey?: unknown }).profilePictureKey),
  );
  return app.inject({
    method: 'POST',
    url: '/api/registration',
    payload: body,
    ...(cookie ? { headers: { cookie } } : {}),
  });
};

/**
 * Walks the public API as the wizard does, up to a paid order; returns what step 6 sends. The
 * order is paid in the sandbox's checkout unless `pay` pays it elsewhere.
 */
export const verifiedPaidApplicant = async (
  app: TestApp,
  email: string,
  membershipTypeId: string,
  overrides: Record<string, unknown> = {},
  pay: (orderId: string) => PaidCheckout | Promise<PaidCheckout> = (orderId) =>
    paySandboxOrder(app, orderId),
) => {
  // Each applicant comes from an address of their own, as real visitors do, so the per-address limits stay out of the way.
  const remoteAddress = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const post = (url: string, payload: unknown) =>
    app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
  const upload = await app.inject({
    method: 'POST',
    remoteAddress,
    url: '/api/registration/uploads',
    payload: multipart(
      { purpose: 'profile_picture' },
      { bytes: await pngBytes(), name: 'me.png', type: 'image/png' },
    ),
  });
  const profilePictureKey = upload.json().key as string;
  const cookie = upload.cookies.find((sent) => sent.name === 'osi_registration')!;
  uploadingBrowsers.set(profilePictureKey, `${cookie.name}=${cookie.value}`);
  await post('/api/registration/verification-code', { email });
  const code = /(\d{6}) is your verification code/.exec(
    (await latestMailTo(app.db, email))!.subject,
  )![1];
  await post('/api/registration/verification-code/verify', { email, otp: code });
  const consent = await consentTo(app.db);
  const order = (
    await post('/api/registration/order', { email, membershipTypeId, ...consent })
  ).json();
  const paid = await pay(order.orderId);
  return {
    order,
    body: {
      ...consent,
      ...applicant(email, overrides),
      profilePictureKey,
      membershipTypeId,
      payment: {
        razorpayOrderId: paid.razorpay_order_id,
        razorpayPaymentId: paid.razorpay_payment_id,
        razorpaySignature: paid.razorpay_signature,
      },
    },
  };
};
