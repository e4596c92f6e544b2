import { eventMessages as m, formatTicketCode } from '@osi/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import { registerGuest } from '../../../test/support/event-registration';
import { insertEvent } from '../../../test/support/events';
import { inject } from '../../../test/support/fellowship';
import { adminSessionCookie, insertMember, sessionCookie } from '../../../test/support/fixtures';
import { createInfraTestApp } from '../../../test/support/infra-app';
import { latestMailTo } from '../../../test/support/membership';
import { pdfText } from '../../../test/support/pdf-text';
import {
  deliverSignedWebhook,
  paymentCapturedEvent,
  startRazorpayStandIn,
  type RazorpayStandIn,
} from '../../../test/support/razorpay-stand-in';
import { signedPayment } from '../../../test/support/renewal';
import type { TestApp } from '../../../test/support/test-app';

let standIn: RazorpayStandIn;
let app: TestApp;
beforeAll(async () => {
  standIn = await startRazorpayStandIn();
  app = await createInfraTestApp({ infra: { payments: standIn.gateway() } });
});
afterAll(async () => {
  await app.close();
  await standIn.close();
});

const deliverCapture = async (paymentId: string) => {
  const body = paymentCapturedEvent(standIn.payments.get(paymentId)!);
  expect((await deliverSignedWebhook(app, standIn, body)).statusCode).toBe(200);
};

const paymentOf = async (orderId: string) =>
  (await app.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!;

const own = async (token: string) =>
  (await inject(app, 'GET', `/api/event-registrations/${token}`)).json();

describe('a place paid at Razorpay', () => {
  it('is registered by the webhook alone when the browser never comes back', async () => {
    const event = await insertEvent(app.db, { title: 'Sinus Lift Masterclass', studentPrice: 700 });
    const { registration, order } = (
      await registerGuest(app, event.slug, { category: 'student', name: 'Dr. Ira Sen' })
    ).json();
    expect(order).toMatchObject({ gateway: 'razorpay', amountPaise: 70_000 });
    const paid = standIn.pay(order.orderId);
    await deliverCapture(paid.razorpay_payment_id);

    const registered = await own(registration.token);
    expect(registered.status).toBe('registered');
    const ticket = await latestMailTo(app.db, registration.email);
    expect(ticket!.subject).toBe('Your ticket for Sinus Lift Masterclass');
    expect(ticket!.text).toContain(formatTicketCode(registered.ticketCode));
    const row = await paymentOf(order.orderId);
    expect(row).toMatchObject({
      claimedByType: 'event-registration',
      claimedById: registration.id,
    });

    // A second delivery changes nothing; the browser coming back late is answered as it is.
    await deliverCapture(paid.razorpay_payment_id);
    const late = await inject(app, 'POST', '/api/event-payments', undefined, signedPayment(paid));
    expect(late.statusCode).toBe(200);
    expect(late.json().registration).toMatchObject({ id: registration.id, status: 'registered' });

    const pdf = await app.inject({
      method: 'GET',
      url: `/api/admin/payments/${row.id}/receipt`,
      headers: { cookie: await adminSessionCookie(app.db) },
    });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Sinus Lift Masterclass');
    expect(text).toContain('Dr. Ira Sen');
  });

  it("lists a member's paid place by the event's title", async () => {
    const event = await insertEvent(app.db, { title: 'Zygoma Implant Course', memberPrice: 900 });
    const member = await insertMember(app.db, { status: 'approved' });
    const cookie = await sessionCookie(app.db, 'member', member.id);
    const { order } = (
      await inject(app, 'POST', `/api/me/events/${event.slug}/registration`, cookie, {
        confirm: true,
      })
    ).json();
    const paid = await inject(
      app,
      'POST',
      '/api/event-payments',
      undefined,
      signedPayment(standIn.pay(order.orderId)),
    );
    expect(paid.json().message).toBe(m.registered);
    const list = (await inject(app, 'GET', '/api/me/payments', cookie)).json();
    expect(JSON.stringify(list)).toContain('Zygoma Implant Course');
  });

  it('refuses a forged signature and changes nothing', async () => {
    const event = await insertEvent(app.db, { nonMemberPrice: 500 });
    const { registration, order } = (await registerGuest(app, event.slug)).json();
    const paid = signedPayment(standIn.pay(order.orderId));
    const forged = await inject(app, 'POST', '/api/event-payments', undefined, {
      ...paid,
      razorpaySignature: 'f'.repeat(64),
    });
    expect(forged.statusCode).toBe(400);
    expect((await own(registration.token)).status).toBe('held');
  });
});
