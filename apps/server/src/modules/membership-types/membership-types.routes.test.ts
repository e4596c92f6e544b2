import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, membershipTypes } from '../../db/schema';
import { insertAdmin, insertMember, sessionCookie } from '../../../test/support/fixtures';
import { consentTo, verifiedPaidApplicant } from '../../../test/support/membership';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = await sessionCookie(app.db, 'admin', (await insertAdmin(app.db)).id);
});
afterAll(() => app.close());

const as = (cookie: string | undefined, method: 'GET' | 'POST' | 'DELETE', url: string) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {} });
const create = async (name: string, price: number) =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/admin/membership-types',
      payload: { name, price },
      headers: { cookie: admin },
    })
  ).json<{ membershipType: { id: string; name: string; price: number } }>().membershipType;
const offered = async () => (await as(undefined, 'GET', '/api/membership-types')).json();
const backOffice = async () => (await as(admin, 'GET', '/api/admin/membership-types')).json();
const auditActions = async (id: string) =>
  (
    await app.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, id))
      .orderBy(asc(auditEvents.seq))
  ).map((event) => event.action);

describe('removing a membership type', () => {
  it('deletes a type nobody holds, from registration and the back office alike', async () => {
    const type = await create('Corporate', 50000);
    const removed = await as(admin, 'DELETE', `/api/admin/membership-types/${type.id}`);
    expect(removed.json()).toEqual({ message: 'Membership type deleted.' });
    expect(await offered()).not.toContainEqual(expect.objectContaining({ id: type.id }));
    expect(await backOffice()).not.toContainEqual(expect.objectContaining({ id: type.id }));
  });

  it('retires a type members hold: no longer offered, still on their records and in the back office', async () => {
    const type = await create('Founder Member', 20000);
    const holders = await Promise.all(
      [1, 2].map(() =>
        insertMember(app.db, { membershipTypeId: type.id, membershipTypeName: type.name }),
      ),
    );

    const removed = await as(admin, 'DELETE', `/api/admin/membership-types/${type.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(
      'Membership type retired: 2 members hold it, so it stays on their records, but applicants can no longer choose it.',
    );
    expect(await offered()).not.toContainEqual(expect.objectContaining({ id: type.id }));
    expect(await backOffice()).toContainEqual({ ...type, retired: true, holders: 2 });
    const record = await as(admin, 'GET', `/api/admin/members/${holders[0]!.id}`);
    expect(record.json().membershipType).toBe('Founder Member');

    const reinstated = await as(admin, 'POST', `/api/admin/membership-types/${type.id}/reinstate`);
    expect(reinstated.json()).toEqual({
      message: 'Membership type reinstated: applicants can choose it again.',
    });
    expect(await offered()).toContainEqual(type);
    expect(await backOffice()).toContainEqual({ ...type, retired: false, holders: 2 });
  });

  it('refuses orders for a retired type', async () => {
    const kept = await create('Annual', 3000);
    const retired = await create('Legacy', 1000);
    await insertMember(app.db, { membershipTypeId: retired.id, membershipTypeName: retired.name });
    await as(admin, 'DELETE', `/api/admin/membership-types/${retired.id}`);

    const email = `retired-${Date.now()}@clinic.example`;
    const { order } = await verifiedPaidApplicant(app, email, kept.id);
    expect(order.membershipType).toBe('Annual');
    const refused = await app.inject({
      method: 'POST',
      url: '/api/registration/order',
      payload: { email, membershipTypeId: retired.id, ...(await consentTo(app.db)) },
    });
    expect(refused.statusCode).toBe(404);
  });

  it('records retiring and reinstating in the audit log', async () => {
    const type = await create('Honorary', 1);
    await insertMember(app.db, { membershipTypeId: type.id, membershipTypeName: type.name });
    await as(admin, 'DELETE', `/api/admin/membership-types/${type.id}`);
    await as(admin, 'POST', `/api/admin/membership-types/${type.id}/reinstate`);
    expect(await auditActions(type.id)).toEqual([
      'membership-type.created',
      'membership-type.retired',
      'membership-type.reinstated',
    ]);
  });
});

describe("a membership type's term", () => {
  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    app.inject({ method, url, payload, headers: { cookie: admin } });

  it('is set when the type is added and changed when it is updated, and applicants see it', async () => {
    const added = await send('POST', '/api/admin/membership-types', {
      name: 'Three-year',
      price: 7000,
      term: '3',
    });
    expect(added.statusCode).toBe(201);
    const type = added.json().membershipType;
    expect(type).toMatchObject({ name: 'Three-year', term: '3' });
    expect(await offered()).toContainEqual(type);

    const updated = await send('PUT', `/api/admin/membership-types/${type.id}`, {
      name: 'Life',
      price: 25000,
      term: 'life',
    });
    expect(updated.json().membershipType).toEqual({
      ...type,
      name: 'Life',
      price: 25000,
      term: 'life',
    });
    expect(await backOffice()).toContainEqual({
      ...type,
      name: 'Life',
      price: 25000,
      term: 'life',
      retired: false,
      holders: 0,
    });
    const [row] = await app.db
      .select()
      .from(membershipTypes)
      .where(eq(membershipTypes.id, type.id));
    expect(row!.termYears).toBeNull();
  });

  it('is one year when not given, as before types had terms', async () => {
    expect((await create('Annual default', 1500)) as object).toMatchObject({ term: '1' });
  });

  it('is a number of years from 1 to 10, or life', async () => {
    for (const term of ['0', '11', 'forever', 2]) {
      const refused = await send('POST', '/api/admin/membership-types', {
        name: 'Odd',
        price: 100,
        term,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fieldErrors).toEqual({
        term: 'Please choose the term: a number of years, or Life',
      });
    }
  });
});
