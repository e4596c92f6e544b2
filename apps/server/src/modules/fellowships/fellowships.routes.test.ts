import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fellowshipMessages, membershipNumberMessages } from '@osi/shared';
import { auditEvents, fellowships, payments } from '../../db/schema';
import {
  apply,
  fellowshipDetails,
  fellowshipMember,
  inject,
  paidFellowshipOrder,
  seedFellowshipFee,
} from '../../../test/support/fellowship';
import { adminSessionCookie } from '../../../test/support/fixtures';
import {
  latestMailTo,
  seedMembershipTypes,
  verifiedPaidApplicant,
} from '../../../test/support/membership';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { paymentAlreadyUsed } from '../payments/payments.service';

let app: TestApp;
let adminCookie: string;
beforeAll(async () => {
  app = await createTestApp();
  await seedFellowshipFee(app, 7500);
  adminCookie = await adminSessionCookie(app.db);
});
afterAll(() => app.close());

const reconciliation = async () =>
  (
    (await inject(app, 'GET', '/api/admin/payments/unclaimed?pageSize=100', adminCookie)).json()
      .items as { paymentId: string; purpose: string }[]
  ).map((item) => item.paymentId);

const ownFellowship = async (cookie: string) =>
  (await inject(app, 'GET', '/api/me/fellowship', cookie)).json().fellowship;

describe('POST /api/me/fellowship/order', () => {
  it('opens an order for the stored fee, described as credits towards fellowship', async () => {
    const member = await fellowshipMember(app);
    const response = await inject(app, 'POST', '/api/me/fellowship/order', member.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      amountPaise: 750000,
      currency: 'INR',
      gateway: 'sandbox',
      description: 'Credits towards fellowship',
    });
    const [row] = await app.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, response.json().orderId));
    expect(row).toMatchObject({ purpose: 'fellowship', email: member.email, amountPaise: 750000 });
  });

  it('takes no body: anything sent with it is refused with a 4xx, and no order opened', async () => {
    const member = await fellowshipMember(app);
    const before = (await app.db.select().from(payments)).length;
    for (const payload of [{ amountPaise: 1 }, ['garbage'], 'garbage']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/me/fellowship/order',
        headers: { cookie: member.cookie, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toEqual(expect.any(String));
    }
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/me/fellowship/order',
      headers: { cookie: member.cookie, 'content-type': 'application/json' },
      payload: '{"amount',
    });
    expect(malformed.statusCode).toBe(400);
    expect((await app.db.select().from(payments)).length).toBe(before);
  });

  it('is for approved members only, and for visitors not at all', async () => {
    for (const status of ['pending', 'declined'] as const) {
      const member = await fellowshipMember(app, status);
      const response = await inject(app, 'POST', '/api/me/fellowship/order', member.cookie);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(fellowshipMessages.notApproved);
    }
    expect((await inject(app, 'POST', '/api/me/fellowship/order')).statusCode).toBe(401);
    expect((await inject(app, 'POST', '/api/me/fellowship/order', adminCookie)).statusCode).toBe(
      401,
    );
  });
});

describe('POST /api/me/fellowship', () => {
  it('creates the application from a verified payment, with the e-mail and phone of the member record', async () => {
    const member = await fellowshipMember(app);
    expect(await ownFellowship(member.cookie)).toBeNull();
    const { payment } = await paidFellowshipOrder(app, member);
    const response = await apply(app, member, {
      ...fellowshipDetails(member),
      email: 'someone-else@example.org',
      telephone: '1111111111',
      payment,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: fellowshipMessages.received,
      id: expect.any(String),
    });
    const { id } = response.json();

    const [row] = await app.db.select().from(fellowships).where(eq(fellowships.id, id));
    expect(row).toMatchObject({
      memberId: member.id,
      email: member.email,
      telephone: member.mobileNo,
      status: 'pending',
      approvedAt: null,
      membershipNumber: member.membershipId,
      qualifications: {
        bachelor: {
          degree: 'BDS',
          university: 'Rajiv Gandhi University of Health Sciences',
          date: '2010-06-30',
        },
        master: {
          degree: 'MDS Prosthodontics',
          university: 'Manipal University',
          date: '2014-05-31',
        },
        postDoctoral: { degree: '', university: '', date: '' },
      },
    });
    const [paid] = await app.db.select().from(payments).where(eq(payments.id, row!.paymentId));
    expect(paid).toMatchObject({
      status: 'captured',
      claimedByType: 'fellowship',
      claimedById: id,
      memberId: member.id,
    });
    expect(await reconciliation()).not.toContain(payment.razorpayPaymentId);

    const mail = await latestMailTo(app.db, member.email);
    expect(mail?.subject).toBe('We have received your fellowship application');
    expect(mail?.text).toContain('Your payment of ₹7,500 was received');
    expect(mail?.text).toContain(
      'Your receipt is on the Payments tab of your dashboard: http://localhost:3000/dashboard?tab=payments',
    );
    const [audit] = await app.db.select().from(auditEvents).where(eq(auditEvents.entityId, id));
    expect(audit).toMatchObject({
      actorType: 'member',
      actorId: member.id,
      action: 'fellowship.applied',
    });

    expect(await ownFellowship(member.cookie)).toEqual({
      id,
      status: 'pending',
      comments: '',
      createdAt: expect.any(String),
      approvedAt: null,
      panelClosesAt: null,
    });
  });

  it('allows one open application: a second order and a second application are refused', async () => {
    const member = await fellowshipMember(app);
    const first = await paidFellowshipOrder(app, member);
    const second = await paidFellowshipOrder(app, member);
    expect((await apply(app, member, { ...fellowshipDetails(member), ...first })).statusCode).toBe(
      201,
    );

    const order = await inject(app, 'POST', '/api/me/fellowship/order', member.cookie);
    expect(order.statusCode).toBe(409);
    expect(order.json().error.message).toBe(fellowshipMessages.alreadyApplied);
    const again = await apply(app, member, { ...fellowshipDetails(member), ...second });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(fellowshipMessages.alreadyApplied);
    expect(await reconciliation()).toContain(second.payment.razorpayPaymentId);
    expect(
      await app.db.select().from(fellowships).where(eq(fellowships.memberId, member.id)),
    ).toHaveLength(1);
  });

  it('refuses a membership number that is not the member’s own, and finishes with the same payment once corrected', async () => {
    const member = await fellowshipMember(app);
    const other = await fellowshipMember(app);
    const { payment } = await paidFellowshipOrder(app, member);
    const refused = await apply(app, member, {
      ...fellowshipDetails(other),
      payment,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fieldErrors).toEqual({
      membershipNumber: membershipNumberMessages.invalid,
    });
    expect(await reconciliation()).toContain(payment.razorpayPaymentId);

    const finished = await apply(app, member, { ...fellowshipDetails(member), payment });
    expect(finished.statusCode).toBe(201);
    expect(await reconciliation()).not.toContain(payment.razorpayPaymentId);
    const reused = await apply(app, other, { ...fellowshipDetails(other), payment });
    expect(reused.statusCode).toBe(409);
  });

  it.each([
    [
      'a forged signature',
      (payment: Record<string, string>) => ({ ...payment, razorpaySignature: 'a'.repeat(64) }),
    ],
    [
      'another order’s payment',
      (payment: Record<string, string>, other: Record<string, string>) => ({
        ...payment,
        razorpayPaymentId: other.razorpayPaymentId,
      }),
    ],
  ])('refuses %s and creates nothing', async (_, tamper) => {
    const member = await fellowshipMember(app);
    const { payment } = await paidFellowshipOrder(app, member);
    const { payment: other } = await paidFellowshipOrder(app, await fellowshipMember(app));
    const response = await apply(app, member, {
      ...fellowshipDetails(member),
      payment: tamper(payment, other),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Payment verification failed');
    expect(await ownFellowship(member.cookie)).toBeNull();
  });

  it('refuses a membership payment, which was for another purpose and price', async () => {
    const types = await seedMembershipTypes(app.db);
    const email = `fellow-${Date.now()}@clinic.example`;
    const { body } = await verifiedPaidApplicant(app, email, types.student.id);
    const member = await fellowshipMember(app);
    const response = await apply(app, member, {
      ...fellowshipDetails(member),
      payment: body.payment,
    });
    expect(response.statusCode).toBe(400);
    expect(await ownFellowship(member.cookie)).toBeNull();
  });

  it('refuses a payment used twice', async () => {
    const member = await fellowshipMember(app);
    const { payment } = await paidFellowshipOrder(app, member);
    expect((await apply(app, member, { ...fellowshipDetails(member), payment })).statusCode).toBe(
      201,
    );
    const twice = await apply(app, member, { ...fellowshipDetails(member), payment });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(paymentAlreadyUsed);
  });

  it('answers each rule of the form with the spec message on its field', async () => {
    const member = await fellowshipMember(app);
    const { payment } = await paidFellowshipOrder(app, member);
    const response = await apply(app, member, {
      ...fellowshipDetails(member, { name: 'Asha 2', zip: '12', city: '', country: 'India9' }),
      payment,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual({
      name: 'Name should not contain numbers.',
      zip: 'Zip code must be between 4 and 9 digits (no letters).',
      city: 'City is required',
      country: 'Country should not contain numbers.',
    });
  });

  it('lets a declined applicant apply again', async () => {
    const member = await fellowshipMember(app);
    const first = await paidFellowshipOrder(app, member);
    const { id } = (await apply(app, member, { ...fellowshipDetails(member), ...first })).json();
    await app.db.update(fellowships).set({ status: 'declined' }).where(eq(fellowships.id, id));
    expect((await ownFellowship(member.cookie)).status).toBe('declined');

    const second = await paidFellowshipOrder(app, member);
    const again = await apply(app, member, { ...fellowshipDetails(member), ...second });
    expect(again.statusCode).toBe(201);
    expect((await ownFellowship(member.cookie)).id).toBe(again.json().id);
  });
});

describe('GET /api/fellowship-fee', () => {
  it('is the first price, in rupees, for anyone', async () => {
    const response = await inject(app, 'GET', '/api/fellowship-fee');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Fellowship fee', price: 7500 });
  });
});
