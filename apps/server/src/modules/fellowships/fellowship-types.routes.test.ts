import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fellowshipMessages } from '@osi/shared';
import { auditEvents, fellowshipTypes } from '../../db/schema';
import {
  apply,
  fellowshipDetails,
  fellowshipMember,
  inject,
  paidFellowshipOrder,
} from '../../../test/support/fellowship';
import { adminSessionCookie, insertMember, sessionCookie } from '../../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let app: TestApp;
let adminCookie: string;
beforeAll(async () => {
  app = await createTestApp();
  adminCookie = await adminSessionCookie(app.db);
});
afterAll(() => app.close());

const list = async () =>
  (await inject(app, 'GET', '/api/admin/fellowship-types', adminCookie)).json() as {
    id: string;
    name: string;
    price: number;
    isFee: boolean;
  }[];
const add = (name: string, price: number) =>
  inject(app, 'POST', '/api/admin/fellowship-types', adminCookie, { name, price });

describe('Fellowship Price', () => {
  it('has no fee until a price is added: applications are not open', async () => {
    const fee = await inject(app, 'GET', '/api/fellowship-fee');
    expect(fee.statusCode).toBe(409);
    expect(fee.json().error.message).toBe(fellowshipMessages.noFee);
    const member = await fellowshipMember(app);
    const order = await inject(app, 'POST', '/api/me/fellowship/order', member.cookie);
    expect(order.json().error.message).toBe(fellowshipMessages.noFee);
  });

  it('adds, edits and deletes prices; the first on the list is the fee; each change audited', async () => {
    expect((await add('Fellowship fee 2025', 5000)).json()).toEqual({
      message: 'Fellowship price added.',
    });
    expect((await add('Fellowship fee 2026', 6500)).statusCode).toBe(201);
    const [first, second] = await list();
    expect([first, second]).toEqual([
      { id: expect.any(String), name: 'Fellowship fee 2025', price: 5000, isFee: true },
      { id: expect.any(String), name: 'Fellowship fee 2026', price: 6500, isFee: false },
    ]);
    expect((await inject(app, 'GET', '/api/fellowship-fee')).json()).toEqual({
      id: first!.id,
      name: 'Fellowship fee 2025',
      price: 5000,
    });

    const updated = await inject(
      app,
      'PUT',
      `/api/admin/fellowship-types/${first!.id}`,
      adminCookie,
      {
        name: 'Fellowship fee 2025',
        price: 5500,
      },
    );
    expect(updated.json()).toEqual({ message: 'Fellowship price updated.' });
    expect((await list())[0]).toMatchObject({ price: 5500, isFee: true });

    const deleted = await inject(
      app,
      'DELETE',
      `/api/admin/fellowship-types/${first!.id}`,
      adminCookie,
    );
    expect(deleted.json()).toEqual({ message: 'Fellowship price deleted.' });
    expect(await list()).toEqual([{ ...second, isFee: true }]);
    const [row] = await app.db
      .select()
      .from(fellowshipTypes)
      .where(eq(fellowshipTypes.id, first!.id));
    expect(row?.deletedAt).not.toBeNull();

    const actions = await app.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, first!.id))
      .orderBy(auditEvents.seq);
    expect(actions.map((event) => event.action)).toEqual([
      'fellowship-type.created',
      'fellowship-type.updated',
      'fellowship-type.deleted',
    ]);
    expect(
      (await inject(app, 'DELETE', `/api/admin/fellowship-types/${first!.id}`, adminCookie))
        .statusCode,
    ).toBe(404);
  });

  it('honours an order paid before its price was deleted', async () => {
    expect((await add('Before the change', 4000)).statusCode).toBe(201);
    const member = await fellowshipMember(app);
    const paid = await paidFellowshipOrder(app, member);
    for (const price of await list()) {
      await inject(app, 'DELETE', `/api/admin/fellowship-types/${price.id}`, adminCookie);
    }
    const applied = await apply(app, member, { ...fellowshipDetails(member), ...paid });
    expect(applied.statusCode).toBe(201);
  });

  it('checks the form with the spec messages and is for administrators only', async () => {
    const refused = await add('', 0);
    expect(refused.json().error.fieldErrors).toEqual({
      name: 'Fellowship Type is required',
      price: 'Price must be at least ₹1',
    });
    const member = await sessionCookie(app.db, 'member', (await insertMember(app.db)).id);
    for (const cookie of [undefined, member]) {
      expect((await inject(app, 'GET', '/api/admin/fellowship-types', cookie)).statusCode).toBe(
        401,
      );
      expect(
        (await inject(app, 'POST', '/api/admin/fellowship-types', cookie, { name: 'x', price: 1 }))
          .statusCode,
      ).toBe(401);
    }
  });
});
