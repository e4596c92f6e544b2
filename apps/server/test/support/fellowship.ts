import { eq } from 'drizzle-orm';
import { fellowships } from '../../src/db/schema';
import { fellowshipDesk } from '../../src/modules/fellowships/fellowship-review.service';
import { createFellowshipType } from '../../src/modules/fellowships/fellowship-types.service';
import { insertAdmin, insertMember, sessionCookie } from './fixtures';
import type { PaidCheckout } from './membership';
import type { TestApp } from './test-app';

let counter = 0;
const uniqueMobile = () =>
  `9${String(Date.now() % 1e6).padStart(6, '0')}${String((counter += 1) % 1000).padStart(3, '0')}`;

/** An administrator acting through the services, as the back office would. */
export const adminActorFor = async (app: TestApp) => ({
  type: 'admin' as const,
  id: (await insertAdmin(app.db)).id,
});

/** The Fellowship Price page's first price: the fee. */
export const seedFellowshipFee = async (app: TestApp, price = 5000) =>
  createFellowshipType(app.db, await adminActorFor(app), { name: 'Fellowship fee', price });

/** A member with a session; approved unless `status` says otherwise. */
export const fellowshipMember = async (
  app: TestApp,
  status: 'pending' | 'approved' | 'declined' = 'approved',
) => {
  const member = await insertMember(app.db, { status, mobileNo: uniqueMobile(), title: 'Dr.' });
  return { ...member, cookie: await sessionCookie(app.db, 'member', member.id) };
};
export type FellowshipMember = Awaited<ReturnType<typeof fellowshipMember>>;

const blankRow = { degree: '', university: '', date: '' };

/** The form's fields for `member`, as /apply-fellowship sends them. */
export const fellowshipDetails = (
  member: { membershipId: string | null },
  overrides: Record<string, unknown> = {},
) => ({
  name: 'Asha Rao',
  membershipNumber: member.membershipId ?? '',
  address: '12 Residency Road',
  road: 'Richmond Town',
  city: 'Bengaluru',
  state: 'Karnataka',
  zip: '560025',
  country: 'India',
  registration: 'India',
  qualifications: [
    { degree: 'BDS', university: 'Rajiv Gandhi University of Health Sciences', date: '2010-06-30' },
    { degree: 'MDS Prosthodontics', university: 'Manipal University', date: '2014-05-31' },
    blankRow,
  ],
  ...overrides,
});

export const inject = (
  app: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: object,
) =>
  app.inject({
    method,
    url,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload ? { payload } : {}),
  });

/** Opens the member's fellowship order and pays it in the sandbox's checkout. */
export const paidFellowshipOrder = async (app: TestApp, member: FellowshipMember) => {
  const order = await inject(app, 'POST', '/api/me/fellowship/order', member.cookie);
  if (order.statusCode !== 200) throw new Error(`order refused: ${order.body}`);
  const paid: PaidCheckout = (
    await inject(app, 'POST', '/api/payments/sandbox/checkout', undefined, {
      orderId: order.json().orderId,
      outcome: 'success',
    })
  ).json();
  return {
    order: order.json(),
    payment: {
      razorpayOrderId: paid.razorpay_order_id,
      razorpayPaymentId: paid.razorpay_payment_id,
      razorpaySignature: paid.razorpay_signature,
    },
  };
};

export const apply = (app: TestApp, member: FellowshipMember, body: object) =>
  inject(app, 'POST', '/api/me/fellowship', member.cookie, body);

/** A member whose paid application was approved at `approvedAt` (now unless given). */
export const approvedFellow = async (app: TestApp, approvedAt?: Date) => {
  const member = await fellowshipMember(app);
  const { payment } = await paidFellowshipOrder(app, member);
  const applied = await apply(app, member, { ...fellowshipDetails(member), payment });
  if (applied.statusCode !== 201) throw new Error(`application refused: ${applied.body}`);
  const id: string = applied.json().id;
  await fellowshipDesk.setStatus(
    app.db,
    await adminActorFor(app),
    id,
    { status: 'approved', comments: '' },
    'http://localhost:3000/dashboard',
  );
  if (approvedAt)
    await app.db.update(fellowships).set({ approvedAt }).where(eq(fellowships.id, id));
  return { member, fellowshipId: id };
};
