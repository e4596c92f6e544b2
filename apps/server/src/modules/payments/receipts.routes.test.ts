import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstMessages, ownReceiptPath, type MemberPayment } from '@osi/shared';
import { auditEvents, members, payments } from '../../db/schema';
import { adminSessionCookie, insertMember, sessionCookie } from '../../../test/support/fixtures';
import {
  postRegistration,
  seedMembershipTypes,
  verifiedPaidApplicant,
} from '../../../test/support/membership';
import { pdfText } from '../../../test/support/pdf-text';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { openOrder, recordGatewayCapture } from './payments.service';

let app: TestApp;
let types: Awaited<ReturnType<typeof seedMembershipTypes>>;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  types = await seedMembershipTypes(app.db);
  admin = await adminSessionCookie(app.db);
});
afterAll(async () => {
  await app.close();
});

/** Registers an applicant as the wizard does (Student Member, ₹2,500); their session and payment. */
const registered = async (details: Record<string, unknown> = {}) => {
  const email = `payer-${randomUUID().slice(0, 8)}@example.org`;
  const { body } = await verifiedPaidApplicant(app, email, types.student.id, details);
  expect((await postRegistration(app, body)).statusCode).toBe(201);
  const [member] = await app.db.select().from(members).where(eq(members.email, email));
  const cookie = await sessionCookie(app.db, 'member', member!.id);
  const list = await app.inject({ method: 'GET', url: '/api/me/payments', headers: { cookie } });
  expect(list.statusCode).toBe(200);
  const [payment] = list.json<{ items: MemberPayment[] }>().items;
  return { member: member!, cookie, payment: payment! };
};

const ownReceipt = (number: string, cookie?: string) =>
  app.inject({
    method: 'GET',
    url: ownReceiptPath(number),
    ...(cookie ? { headers: { cookie } } : {}),
  });

const adminReceipt = (paymentRowId: string, cookie = admin) =>
  app.inject({
    method: 'GET',
    url: `/api/admin/payments/${paymentRowId}/receipt`,
    headers: { cookie },
  });

const saveGst = (gst: object | null) =>
  app.inject({
    method: 'PUT',
    url: '/api/admin/gst',
    headers: { cookie: admin },
    payload: { gst },
  });

const karnatakaGst = {
  gstin: '29AAACO1234A1Z2',
  legalName: 'Oral Implantology Society of India',
  state: 'Karnataka',
  sacCode: '999599',
  ratePercent: 18,
};

describe('receipts', () => {
  it("lists the member's payment with its receipt, and makes the receipt's PDF", async () => {
    const { member, cookie, payment } = await registered();
    expect(payment).toMatchObject({
      purpose: 'membership',
      item: 'Student Member',
      amountPaise: 250_000,
      status: 'captured',
      refundedPaise: 0,
    });
    expect(payment.receiptNumber).toMatch(/^OSI\/\d{4}-\d{2}\/\d{6}$/);

    const pdf = await ownReceipt(payment.receiptNumber!, cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(`Receipt No. ${payment.receiptNumber}`);
    expect(text).toContain('Dr. Ananya Krishnan');
    expect(text).toContain(`Membership No. ${member.membershipId}`);
    expect(text).toContain('Membership: Student Member');
    expect(text).toContain('₹2,500.00');
    expect(text).toContain(payment.paymentId!);
    expect(text).not.toContain('GST');
  });

  it("answers another member's receipt as absent, and asks the signed-out to sign in", async () => {
    const { payment } = await registered();
    const other = await insertMember(app.db, { status: 'approved' });
    const otherCookie = await sessionCookie(app.db, 'member', other.id);
    expect((await ownReceipt(payment.receiptNumber!, otherCookie)).statusCode).toBe(404);
    expect((await ownReceipt(payment.receiptNumber!)).statusCode).toBe(401);
    const list = await app.inject({ method: 'GET', url: '/api/me/payments' });
    expect(list.statusCode).toBe(401);
    const mine = await app.inject({
      method: 'GET',
      url: '/api/me/payments',
      headers: { cookie: otherCookie },
    });
    expect(mine.json()).toEqual({ items: [] });
  });

  it("gives administrators any payment's receipt and a member's payments, and no one else", async () => {
    const { member, cookie, payment } = await registered();
    const pdf = await adminReceipt(payment.id);
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain(payment.receiptNumber!);
    expect((await adminReceipt(payment.id, cookie)).statusCode).toBe(401);
    expect((await adminReceipt(randomUUID())).statusCode).toBe(404);

    const listed = await app.inject({
      method: 'GET',
      url: `/api/admin/members/${member.id}/payments`,
      headers: { cookie: admin },
    });
    expect(listed.json().items).toEqual([payment]);
  });

  it('names the payer by e-mail on the receipt of a payment no one has claimed yet', async () => {
    const email = `unclaimed-${randomUUID().slice(0, 8)}@example.org`;
    const order = await openOrder(app, {
      purpose: 'membership',
      email,
      amountPaise: 250_000,
      itemId: types.student.id,
    });
    const paid = (
      await app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/checkout',
        payload: { orderId: order.orderId, outcome: 'success' },
      })
    ).json<{ razorpay_payment_id: string }>();
    await recordGatewayCapture(app.db, app.log, {
      orderId: order.orderId,
      paymentId: paid.razorpay_payment_id,
      amountPaise: 250_000,
      currency: 'INR',
    });
    const [row] = await app.db.select().from(payments).where(eq(payments.orderId, order.orderId));
    const text = await pdfText((await adminReceipt(row!.id)).rawPayload);
    expect(text).toContain(email);
    expect(text).toContain(paid.razorpay_payment_id);
  });
});

describe('tax invoices', () => {
  it('refuses GST details that are not valid, with the message on the field', async () => {
    const refused = await saveGst({ ...karnatakaGst, gstin: '29AAACO1234A1Z3', sacCode: '12' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fieldErrors).toEqual({
      'gst.gstin': gstMessages.gstin,
      'gst.sacCode': gstMessages.sacCode,
    });
    const member = await insertMember(app.db, { status: 'approved' });
    const asMember = await app.inject({
      method: 'PUT',
      url: '/api/admin/gst',
      headers: { cookie: await sessionCookie(app.db, 'member', member.id) },
      payload: { gst: karnatakaGst },
    });
    expect(asMember.statusCode).toBe(401);
  });

  it('charges CGST and SGST within the state, IGST to another, as the details stood when issued', async () => {
    expect((await saveGst(karnatakaGst)).json()).toEqual({ message: gstMessages.saved });
    const read = await app.inject({
      method: 'GET',
      url: '/api/admin/gst',
      headers: { cookie: admin },
    });
    expect(read.json()).toEqual({ gst: karnatakaGst });
    const [audited] = await app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'gst-settings.updated'));
    expect(audited).toMatchObject({ before: null, after: karnatakaGst });

    const local = await registered({ state: 'Karnataka' });
    const away = await registered({ state: 'Kerala' });
    // A later change of rate does not alter the invoices already issued.
    await saveGst({ ...karnatakaGst, ratePercent: 5 });

    const localText = await pdfText(
      (await ownReceipt(local.payment.receiptNumber!, local.cookie)).rawPayload,
    );
    expect(localText).toContain(`Tax Invoice No. ${local.payment.receiptNumber}`);
    expect(localText).toContain('GSTIN: 29AAACO1234A1Z2');
    expect(localText).toContain('Place of supply: Karnataka');
    expect(localText).toContain('₹2,118.64');
    expect(localText).toContain('CGST @ 9%');
    expect(localText).toContain('SGST @ 9%');
    expect(localText).toContain('₹190.68');
    expect(localText).not.toContain('IGST');

    const awayText = await pdfText(
      (await ownReceipt(away.payment.receiptNumber!, away.cookie)).rawPayload,
    );
    expect(awayText).toContain('Place of supply: Kerala');
    expect(awayText).toContain('IGST @ 18%');
    expect(awayText).toContain('₹381.36');
    expect(awayText).not.toContain('CGST');

    const removed = await saveGst(null);
    expect(removed.json()).toEqual({ message: gstMessages.removed });
    const plain = await registered();
    const plainText = await pdfText(
      (await ownReceipt(plain.payment.receiptNumber!, plain.cookie)).rawPayload,
    );
    expect(plainText).toContain(`Receipt No. ${plain.payment.receiptNumber}`);
    expect(plainText).not.toContain('GST');
  });
});
