import { addDays, societyDay } from '@osi/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../src/db/client';
import { members } from '../../src/db/schema';
import { createMembershipType } from '../../src/modules/membership-types/membership-types.service';
import { adminActorFor, inject } from './fellowship';
import { insertMember, sessionCookie } from './fixtures';
import type { PaidCheckout } from './membership';
import type { TestApp } from './test-app';

/** The types a member may renew with: one year, three years, and life. */
export const seedRenewalTypes = async (app: TestApp) => {
  const actor = await adminActorFor(app);
  const create = async (name: string, price: number, term: '1' | '3' | 'life') => {
    const { id } = await createMembershipType(app.db, actor, { name, price, term });
    return { id, name, price };
  };
  return {
    annual: await create('Annual Member', 2000, '1'),
    triennial: await create('Three-year Member', 5000, '3'),
    life: await create('Life Member', 15000, 'life'),
  };
};

let counter = 0;

/** An approved member of `typeId` whose term ends `daysLeft` days from today, signed in. */
export const renewingMember = async (
  app: TestApp,
  type: { id: string; name: string; price: number },
  daysLeft: number,
  values: Partial<typeof members.$inferInsert> = {},
) => {
  counter += 1;
  const member = await insertMember(app.db, {
    status: 'approved',
    mobileNo: `8${String(Date.now() % 1e6).padStart(6, '0')}${String(counter).padStart(3, '0')}`,
    membershipTypeId: type.id,
    membershipTypeName: type.name,
    membershipPricePaise: type.price * 100,
    memberSince: addDays(societyDay(), daysLeft - 365),
    validUntil: addDays(societyDay(), daysLeft),
    ...values,
  });
  return { ...member, cookie: await sessionCookie(app.db, 'member', member.id) };
};
export type RenewingMember = Awaited<ReturnType<typeof renewingMember>>;

export const memberRow = async (db: Executor, id: string) =>
  (await db.select().from(members).where(eq(members.id, id)))[0]!;

/** Opens the member's renewal order for `typeId`; throws unless it is opened. */
export const openRenewalOrder = async (app: TestApp, member: RenewingMember, typeId: string) => {
  const order = await inject(app, 'POST', '/api/me/renewal/orders', member.cookie, {
    membershipTypeId: typeId,
  });
  if (order.statusCode !== 200) throw new Error(`order refused: ${order.body}`);
  return order.json() as { orderId: string; amountPaise: number; description: string };
};

/** The signed checkout as the browser sends it on. */
export const signedPayment = (paid: PaidCheckout) => ({
  razorpayOrderId: paid.razorpay_order_id,
  razorpayPaymentId: paid.razorpay_payment_id,
  razorpaySignature: paid.razorpay_signature,
});

/** Opens and pays the member's renewal order in the sandbox's checkout. */
export const paidRenewal = async (app: TestApp, member: RenewingMember, typeId: string) => {
  const order = await openRenewalOrder(app, member, typeId);
  const paid: PaidCheckout = (
    await inject(app, 'POST', '/api/payments/sandbox/checkout', undefined, {
      orderId: order.orderId,
      outcome: 'success',
    })
  ).json();
  return { order, payment: signedPayment(paid) };
};

export const renew = (app: TestApp, member: RenewingMember, payment: object) =>
  inject(app, 'POST', '/api/me/renewal', member.cookie, payment);
