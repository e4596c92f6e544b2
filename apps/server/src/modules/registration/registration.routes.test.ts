import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages, privacyNoticeMessages, registrationMessages } from '@osi/shared';
import {
  auditEvents,
  emailVerifications,
  members,
  payments,
  privacyConsents,
  uploads,
} from '../../db/schema';
import { demoPrivacyNotice } from '../../db/seed/privacy-notice';
import { adminSessionCookie, insertMember } from '../../../test/support/fixtures';
import {
  applicant,
  consentTo,
  latestMailTo,
  multipart,
  pngBytes,
  seedMembershipTypes,
  postRegistration,
  verifiedPaidApplicant,
} from '../../../test/support/membership';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { paymentAlreadyUsed } from '../payments/payments.service';
import { publishNoticeVersion } from '../privacy/privacy-notice.service';

let app: TestApp;
let types: Awaited<ReturnType<typeof seedMembershipTypes>>;
beforeAll(async () => {
  app = await createTestApp();
  types = await seedMembershipTypes(app.db);
});
afterAll(() => app.close());

const post = (url: string, payload: unknown, remoteAddress?: string) =>
  app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
let emailCount = 0;
const newEmail = () => `applicant${(emailCount += 1)}-${Date.now()}@clinic.example`;
const memberCount = async () => (await app.db.select().from(members)).length;

describe('the whole registration', () => {
  it('creates a pending member with a membership number, claims the payment and uploads, and e-mails', async () => {
    const email = newEmail();
    const { body, order } = await verifiedPaidApplicant(app, email, types.life.id);
    expect(order).toMatchObject({
      amountPaise: 1_500_000,
      currency: 'INR',
      gateway: 'sandbox',
      membershipType: 'Life Member',
    });

    const response = await postRegistration(app, body);
    expect(response.statusCode).toBe(201);
    expect(response.json().membershipId).toMatch(/^OSI-\d{4}-\d{5}$/);

    const [member] = await app.db.select().from(members).where(eq(members.email, email));
    expect(member).toMatchObject({
      status: 'pending',
      isManual: false,
      membershipTypeName: 'Life Member',
      membershipPricePaise: 1_500_000,
      membershipId: response.json().membershipId,
    });
    expect(member!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(member!.profilePictureUrl).toBe(`/uploads/profile-pictures/${body.profilePictureKey}`);

    const [payment] = await app.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.orderId));
    expect(payment).toMatchObject({
      status: 'captured',
      claimedByType: 'member',
      claimedById: member!.id,
      memberId: member!.id,
    });
    expect(payment!.paymentId).toBe(body.payment.razorpayPaymentId);

    const [upload] = await app.db
      .select()
      .from(uploads)
      .where(eq(uploads.key, body.profilePictureKey));
    expect(upload).toMatchObject({ memberId: member!.id, claimedAt: expect.any(Date) });

    const received = await latestMailTo(app.db, email);
    expect(received?.subject).toBe('We have received your membership application');
    expect(received?.text).toContain(
      'Your receipt is on the Payments tab of your dashboard, after you sign in: http://localhost:3000/dashboard?tab=payments',
    );
    const audit = await app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, member!.id));
    expect(audit.map((event) => event.action)).toContain('member.registered');
    expect(JSON.stringify(audit)).not.toContain('argon2');
    expect(
      await app.db.select().from(emailVerifications).where(eq(emailVerifications.email, email)),
    ).toEqual([]);

    const picture = await app.inject({
      method: 'GET',
      url: member!.profilePictureUrl!,
      headers: { cookie: await adminSessionCookie(app.db) },
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
  });

  it('gives concurrent registrations different membership numbers', async () => {
    const [first, second] = await Promise.all([
      verifiedPaidApplicant(app, newEmail(), types.student.id),
      verifiedPaidApplicant(app, newEmail(), types.student.id),
    ]);
    const answers = await Promise.all([
      postRegistration(app, first.body),
      postRegistration(app, second.body),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(answers[0]!.json().membershipId).not.toBe(answers[1]!.json().membershipId);
  });
});

describe('payment tampering is refused and writes nothing', () => {
  const refuses = async (body: object, status: number, message: string) => {
    const before = await memberCount();
    const response = await postRegistration(app, body);
    expect(response.statusCode).toBe(status);
    expect(response.json().error.message).toBe(message);
    expect(await memberCount()).toBe(before);
  };

  it('a forged signature', async () => {
    const { body } = await verifiedPaidApplicant(app, newEmail(), types.life.id);
    const forged = createHmac('sha256', 'not-the-secret')
      .update(`${body.payment.razorpayOrderId}|${body.payment.razorpayPaymentId}`)
      .digest('hex');
    await refuses(
      { ...body, payment: { ...body.payment, razorpaySignature: forged } },
      400,
      paymentMessages.verificationFailed,
    );
  });

  it("another order's signature and payment", async () => {
    const mine = await verifiedPaidApplicant(app, newEmail(), types.life.id);
    const theirs = await verifiedPaidApplicant(app, newEmail(), types.life.id);
    await refuses(
      {
        ...mine.body,
        payment: { ...theirs.body.payment, razorpayOrderId: mine.body.payment.razorpayOrderId },
      },
      400,
      paymentMessages.verificationFailed,
    );
  });

  it('a cheaper order used for a dearer membership type (the wrong amount)', async () => {
    const cheap = await verifiedPaidApplicant(app, newEmail(), types.student.id);
    await refuses(
      { ...cheap.body, membershipTypeId: types.life.id },
      400,
      paymentMessages.verificationFailed,
    );
  });

  it('a payment id used twice', async () => {
    const first = await verifiedPaidApplicant(app, newEmail(), types.student.id);
    const second = await verifiedPaidApplicant(app, newEmail(), types.student.id);
    expect((await postRegistration(app, first.body)).statusCode).toBe(201);
    await refuses({ ...second.body, payment: first.body.payment }, 409, paymentAlreadyUsed);
    await refuses(first.body, 409, paymentAlreadyUsed);
  });

  it('an order that was never paid', async () => {
    const { body } = await verifiedPaidApplicant(app, newEmail(), types.life.id);
    const unpaid = (
      await post('/api/registration/order', {
        email: body.email,
        membershipTypeId: types.life.id,
        ...(await consentTo(app.db)),
      })
    ).json();
    const signature = createHmac('sha256', 'irrelevant').update('x').digest('hex');
    await refuses(
      {
        ...body,
        payment: {
          razorpayOrderId: unpaid.orderId,
          razorpayPaymentId: 'pay_AAAAAAAAAAAAAA',
          razorpaySignature: signature,
        },
      },
      400,
      paymentMessages.verificationFailed,
    );
  });
});

describe('registration rules on the server', () => {
  it('refuses an address that was not verified, and orders for it', async () => {
    const email = newEmail();
    const order = await post('/api/registration/order', {
      email,
      membershipTypeId: types.life.id,
      ...(await consentTo(app.db)),
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().error.fieldErrors).toEqual({
      email: registrationMessages.emailNotVerified,
    });
  });

  it('reports every clash with an existing member under its field', async () => {
    const existing = await insertMember(app.db, {
      mobileNo: '9811111111',
      dentalRegNumber: 'DL-777',
    });
    const { body } = await verifiedPaidApplicant(app, newEmail(), types.life.id, {
      mobileNo: '9811111111',
      dentalRegNumber: 'dl-777',
    });
    const response = await postRegistration(app, body);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fieldErrors).toEqual({
      mobileNo: registrationMessages.mobileTaken,
      dentalRegNumber: registrationMessages.dentalRegTaken,
    });
    expect(existing.id).toBeDefined();
  });

  it('answers each validation rule with the spec message on its field', async () => {
    const response = await postRegistration(app, {
      ...applicant(newEmail(), { firstName: 'Ana Maria', postcode: '12', mobileNo: '12345' }),
      password: 'weakpass',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toMatchObject({
      password: 'Password must include at least one uppercase letter',
      firstName: registrationMessages.firstNameLetters,
      postcode: registrationMessages.postcodeInvalid,
      mobileNo: registrationMessages.mobileInvalid,
      profilePictureKey: registrationMessages.profilePictureRequired,
    });
  });
});

describe('consent to the privacy notice', () => {
  const consentCount = async () => (await app.db.select().from(privacyConsents)).length;
  const paymentOf = async (orderId: string) =>
    (await app.db.select().from(payments).where(eq(payments.orderId, orderId)))[0];

  it('is recorded with the member: the version agreed to, the context and the time', async () => {
    const { body } = await verifiedPaidApplicant(app, newEmail(), types.student.id);
    const response = await postRegistration(app, body);
    expect(response.statusCode).toBe(201);
    const [member] = await app.db.select().from(members).where(eq(members.email, body.email));
    const consents = await app.db
      .select()
      .from(privacyConsents)
      .where(eq(privacyConsents.memberId, member!.id));
    expect(consents).toEqual([
      expect.objectContaining({
        noticeVersion: body.privacyNoticeVersion,
        context: 'registration',
        consentedAt: member!.createdAt,
      }),
    ]);
  });

  it('is required: without it no order is opened and no registration creates anything', async () => {
    const email = newEmail();
    const order = await post('/api/registration/order', {
      email,
      membershipTypeId: types.life.id,
      privacyNoticeVersion: (await consentTo(app.db)).privacyNoticeVersion,
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().error.fieldErrors).toEqual({
      privacyConsent: privacyNoticeMessages.consentRequired,
    });
    expect(await app.db.select().from(payments).where(eq(payments.email, email))).toEqual([]);

    const { body } = await verifiedPaidApplicant(app, newEmail(), types.life.id);
    const paymentBefore = await paymentOf(body.payment.razorpayOrderId);
    const [memberTotal, consents] = [await memberCount(), await consentCount()];
    for (const refusal of [
      { ...body, privacyConsent: undefined },
      { ...body, privacyConsent: false },
    ]) {
      const response = await postRegistration(app, refusal);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fieldErrors).toEqual({
        privacyConsent: privacyNoticeMessages.consentRequired,
      });
    }
    expect(await memberCount()).toBe(memberTotal);
    expect(await consentCount()).toBe(consents);
    expect(await paymentOf(body.payment.razorpayOrderId)).toEqual(paymentBefore);
  });

  it('to a version that is no longer current is refused until the new one is agreed to', async () => {
    const { body } = await verifiedPaidApplicant(app, newEmail(), types.life.id);
    const [memberTotal, consents] = [await memberCount(), await consentCount()];
    const changed = await publishNoticeVersion(app.db, demoPrivacyNotice, null);

    const order = await post('/api/registration/order', {
      email: newEmail(),
      membershipTypeId: types.life.id,
      privacyConsent: true,
      privacyNoticeVersion: body.privacyNoticeVersion,
    });
    expect(order.statusCode).toBe(409);
    expect(order.json().error.message).toBe(privacyNoticeMessages.noticeChanged);

    const stale = await postRegistration(app, body);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.fieldErrors).toEqual({
      privacyNoticeVersion: privacyNoticeMessages.noticeChanged,
    });
    expect(await memberCount()).toBe(memberTotal);
    expect(await consentCount()).toBe(consents);

    // The payment was kept: agreeing to the current version finishes the registration with it.
    const agreed = await postRegistration(app, { ...body, privacyNoticeVersion: changed.version });
    expect(agreed.statusCode).toBe(201);
    expect(await consentCount()).toBe(consents + 1);
  });
});

describe('uniqueness look-ups', () => {
  it('tell whether an e-mail, mobile or dental registration number is taken', async () => {
    const member = await insertMember(app.db, { mobileNo: '9822222222', dentalRegNumber: 'TN-55' });
    expect(
      (await post('/api/registration/email-exists', { email: member.email.toUpperCase() })).json(),
    ).toEqual({ exists: true });
    expect(
      (await post('/api/registration/email-exists', { email: 'nobody@clinic.example' })).json(),
    ).toEqual({ exists: false });
    expect(
      (await post('/api/registration/mobile-exists', { mobileNo: '9822222222' })).json(),
    ).toEqual({ exists: true });
    expect(
      (await post('/api/registration/dental-exists', { dentalRegNumber: 'tn-55' })).json(),
    ).toEqual({ exists: true });
  });

  it('are throttled per address', async () => {
    const statuses = [];
    for (let i = 0; i < 61; i += 1) {
      statuses.push(
        (await post('/api/registration/mobile-exists', { mobileNo: '9000000000' }, '10.9.9.9'))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});

describe('verification codes', () => {
  it('are e-mailed, stored hashed, and allow five wrong tries', async () => {
    const email = newEmail();
    expect(
      (await post('/api/registration/verification-code', { email }, '10.1.0.1')).statusCode,
    ).toBe(200);
    const code = /(\d{6})/.exec((await latestMailTo(app.db, email))!.subject)![1]!;
    const [row] = await app.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.email, email));
    expect(row!.codeHash).not.toContain(code);

    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i += 1) {
      const attempt = await post('/api/registration/verification-code/verify', {
        email,
        otp: wrong,
      });
      expect(attempt.json().error.fieldErrors).toEqual({ otp: registrationMessages.otpInvalid });
    }
    const right = await post('/api/registration/verification-code/verify', { email, otp: code });
    expect(right.statusCode).toBe(400);
  });

  it('judge at most five of 60 parallel guesses, so the right one 31st is refused', async () => {
    const email = newEmail();
    await post('/api/registration/verification-code', { email }, '10.1.0.4');
    const code = /(\d{6})/.exec((await latestMailTo(app.db, email))!.subject)![1]!;
    const wrong = code === '111111' ? '222222' : '111111';
    const guesses = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        post(
          '/api/registration/verification-code/verify',
          { email, otp: index === 30 ? code : wrong },
          `10.1.1.${index}`,
        ),
      ),
    );
    expect(guesses.map((guess) => guess.statusCode)).toEqual(Array(60).fill(400));
    const [row] = await app.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.email, email));
    expect(row).toMatchObject({ attempts: 5, verifiedAt: null });
  });

  it('expire after ten minutes', async () => {
    const email = newEmail();
    await post('/api/registration/verification-code', { email }, '10.1.0.2');
    const code = /(\d{6})/.exec((await latestMailTo(app.db, email))!.subject)![1]!;
    await app.db
      .update(emailVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerifications.email, email));
    expect(
      (await post('/api/registration/verification-code/verify', { email, otp: code })).statusCode,
    ).toBe(400);
  });

  it('go out to 30 addresses from one network in ten minutes, and no more', async () => {
    const statuses = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push(
        (await post('/api/registration/verification-code', { email: newEmail() }, '10.1.0.9'))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses[30]).toBe(429);
  });

  it('can be re-sent only after a cool-down, and not to a member', async () => {
    const email = newEmail();
    await post('/api/registration/verification-code', { email }, '10.1.0.3');
    const again = await post('/api/registration/verification-code', { email }, '10.1.0.3');
    expect(again.statusCode).toBe(429);
    expect(again.json().error.message).toMatch(
      /^Please wait \d+ seconds before asking for another code\.$/,
    );

    const member = await insertMember(app.db);
    const taken = await post(
      '/api/registration/verification-code',
      { email: member.email },
      '10.1.0.3',
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fieldErrors).toEqual({ email: registrationMessages.emailTaken });
  });
});

describe('uploads', () => {
  it('accept images by their bytes and refuse anything else', async () => {
    const text = await app.inject({
      method: 'POST',
      url: '/api/registration/uploads',
      payload: multipart(
        { purpose: 'profile_picture' },
        { bytes: Buffer.from('not an image'), name: 'me.png', type: 'image/png' },
      ),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().error.message).toBe('Please choose a JPEG, PNG or WebP image.');

    const big = Buffer.concat([await pngBytes(), Buffer.alloc(6 * 1024 * 1024)]);
    const tooBig = await app.inject({
      method: 'POST',
      url: '/api/registration/uploads',
      payload: multipart(
        { purpose: 'student_id' },
        { bytes: big, name: 'id.png', type: 'image/png' },
      ),
    });
    expect(tooBig.statusCode).toBe(413);
    expect(await app.db.select().from(uploads).where(eq(uploads.purpose, 'student_id'))).toEqual(
      [],
    );
  });
});
