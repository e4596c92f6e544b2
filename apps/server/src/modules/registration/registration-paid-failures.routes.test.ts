import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationMessages } from '@osi/shared';
import { emailVerifications, members, payments, sandboxOrders } from '../../db/schema';
import { insertAdmin, insertMember, sessionCookie } from '../../../test/support/fixtures';
import {
  latestMailTo,
  seedMembershipTypes,
  postRegistration,
  verifiedPaidApplicant,
} from '../../../test/support/membership';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import {
  createMembershipType,
  deleteMembershipType,
} from '../membership-types/membership-types.service';
import { paymentAlreadyUsed } from '../payments/payments.service';

let app: TestApp;
let types: Awaited<ReturnType<typeof seedMembershipTypes>>;
let adminCookie: string;
let adminId: string;
beforeAll(async () => {
  app = await createTestApp();
  types = await seedMembershipTypes(app.db);
  const admin = await insertAdmin(app.db);
  adminId = admin.id;
  adminCookie = await sessionCookie(app.db, 'admin', admin.id);
});
afterAll(() => app.close());

let emailCount = 0;
const newEmail = () => `paid${(emailCount += 1)}-${Date.now()}@clinic.example`;
const register = (body: object) => postRegistration(app, body);

/** The payment ids the administrator's reconciliation list shows. */
const reconciliation = async () => {
  const response = await app.inject({
    method: 'GET',
    url: '/api/admin/payments/unclaimed?pageSize=100',
    headers: { cookie: adminCookie },
  });
  expect(response.statusCode).toBe(200);
  return (response.json().items as { paymentId: string }[]).map((item) => item.paymentId);
};

/** How many orders were opened for an address, in our books and at the gateway. */
const ordersFor = async (email: string) => {
  const ours = await app.db.select().from(payments).where(eq(payments.email, email));
  const [gateway] = await app.db
    .select({ count: sql<number>`count(*)::int` })
    .from(sandboxOrders)
    .where(sql`${sandboxOrders.notes}->>'email' = ${email}`);
  return { ours: ours.length, gateway: gateway!.count };
};

/**
 * Pays, has the registration refused for `cause`, checks the payment waits in reconciliation,
 * puts the cause right, and finishes with the same payment: no new order, nothing left over.
 */
const refusedThenFinished = async (options: {
  email?: string;
  membershipTypeId?: string;
  details?: Record<string, unknown>;
  afterPaying?: (email: string) => Promise<void>;
  refused: { status: number; fieldErrors?: Record<string, string> };
  fix: (body: Record<string, unknown>) => Promise<Record<string, unknown>>;
}) => {
  const email = options.email ?? newEmail();
  const { body } = await verifiedPaidApplicant(
    app,
    email,
    options.membershipTypeId ?? types.student.id,
    options.details,
  );
  await options.afterPaying?.(email);
  const paymentId = body.payment.razorpayPaymentId;

  const refused = await register(body);
  expect(refused.statusCode).toBe(options.refused.status);
  if (options.refused.fieldErrors) {
    expect(refused.json().error.fieldErrors).toEqual(options.refused.fieldErrors);
  }
  expect(await reconciliation()).toContain(paymentId);

  const finished = await register(await options.fix(body));
  expect(finished.statusCode).toBe(201);
  expect(await reconciliation()).not.toContain(paymentId);
  expect(await ordersFor(email)).toEqual({ ours: 1, gateway: 1 });
  const [member] = await app.db.select().from(members).where(eq(members.email, email));
  const [payment] = await app.db.select().from(payments).where(eq(payments.paymentId, paymentId));
  expect(payment).toMatchObject({ status: 'captured', claimedById: member!.id });
  expect(member!.paymentId).toBe(payment!.id);
  return { body, member: member! };
};

/** Send a new code and verify it, as the wizard's steps 4 and 5 do. */
const verifyAgain = async (email: string) => {
  await app.inject({
    method: 'POST',
    url: '/api/registration/verification-code',
    payload: { email },
  });
  const code = /(\d{6})/.exec((await latestMailTo(app.db, email))!.subject)![1]!;
  const verified = await app.inject({
    method: 'POST',
    url: '/api/registration/verification-code/verify',
    payload: { email, otp: code },
  });
  expect(verified.statusCode).toBe(200);
};

describe('a paid registration that fails is never lost and finishes without paying again', () => {
  it('when the mobile number is already registered', async () => {
    await insertMember(app.db, { mobileNo: '9876500001' });
    await refusedThenFinished({
      details: { mobileNo: '9876500001' },
      refused: { status: 409, fieldErrors: { mobileNo: registrationMessages.mobileTaken } },
      fix: async (body) => ({ ...body, mobileNo: '9876500002' }),
    });
  });

  it('when the e-mail verification expired before the registration was sent', async () => {
    await refusedThenFinished({
      afterPaying: async (email) => {
        const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
        await app.db
          .update(emailVerifications)
          .set({ verifiedAt: twoHoursAgo, sentAt: twoHoursAgo })
          .where(eq(emailVerifications.email, email));
      },
      refused: { status: 400, fieldErrors: { email: registrationMessages.emailNotVerified } },
      fix: async (body) => {
        await verifyAgain(body.email as string);
        return body;
      },
    });
  });

  it('when the server fails between the capture and the member (a database failure)', async () => {
    const email = newEmail();
    // Any insert of this applicant's member row fails inside the registration's transaction.
    await app.db.execute(
      sql.raw(`CREATE FUNCTION fail_member_insert() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'injected failure'; END $$`),
    );
    await app.db.execute(
      sql.raw(`CREATE TRIGGER fail_member_insert BEFORE INSERT ON members FOR EACH ROW
        WHEN (NEW.email = '${email}') EXECUTE FUNCTION fail_member_insert()`),
    );
    await refusedThenFinished({
      email,
      refused: { status: 500 },
      fix: async (body) => {
        await app.db.execute(sql.raw('DROP TRIGGER fail_member_insert ON members'));
        return body;
      },
    });
  });

  it('when the membership type was deleted after payment: the paid type is honoured', async () => {
    const actor = { type: 'admin' as const, id: adminId };
    const type = await createMembershipType(app.db, actor, { name: 'Retired Plan', price: 900 });
    await insertMember(app.db, { mobileNo: '9876500003' });
    const { member } = await refusedThenFinished({
      membershipTypeId: type.id,
      details: { mobileNo: '9876500003' },
      afterPaying: async () => {
        await deleteMembershipType(app.db, actor, type.id);
      },
      refused: { status: 409, fieldErrors: { mobileNo: registrationMessages.mobileTaken } },
      fix: async (body) => ({ ...body, mobileNo: '9876500004' }),
    });
    expect(member).toMatchObject({
      membershipTypeId: type.id,
      membershipTypeName: 'Retired Plan',
      membershipPricePaise: 90_000,
    });
  });
});

describe('one payment pays for one registration', () => {
  it('refuses the same payment for a second registration, even by the same applicant', async () => {
    const email = newEmail();
    const { body } = await verifiedPaidApplicant(app, email, types.student.id);
    expect((await register(body)).statusCode).toBe(201);

    const again = await register({ ...body, mobileNo: '9876500005', dentalRegNumber: 'X-1' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(paymentAlreadyUsed);

    const other = await verifiedPaidApplicant(app, newEmail(), types.student.id);
    const borrowed = await register({ ...other.body, payment: body.payment });
    expect(borrowed.statusCode).toBe(409);
    expect(borrowed.json().error.message).toBe(paymentAlreadyUsed);
    expect(await app.db.select().from(members).where(eq(members.email, other.body.email))).toEqual(
      [],
    );
  });

  it("records the capture even when the order was another applicant's, and refuses it", async () => {
    const mine = await verifiedPaidApplicant(app, newEmail(), types.student.id);
    const theirs = await verifiedPaidApplicant(app, newEmail(), types.student.id);
    const response = await register({ ...mine.body, payment: theirs.body.payment });
    expect(response.statusCode).toBe(400);
    expect(await reconciliation()).toContain(theirs.body.payment.razorpayPaymentId);
    expect((await register(theirs.body)).statusCode).toBe(201);
  });
});
