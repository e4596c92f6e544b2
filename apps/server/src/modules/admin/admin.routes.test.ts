import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdmin, insertMember, sessionCookie } from '../../../test/support/fixtures';
import { injectAs, type InjectAs } from '../../../test/support/inject-as';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = await sessionCookie(
    app.db,
    'admin',
    (await insertAdmin(app.db, { email: 'chief@osi.example' })).id,
  );
});
afterAll(() => app.close());

const as: InjectAs = (...request) => injectAs(app)(...request);

describe('administrator sign-in', () => {
  it('signs in with an admin cookie and refuses wrong details with one message', async () => {
    const ok = await as(undefined, 'POST', '/api/auth/admin/login', {
      email: 'CHIEF@osi.example',
      password: 'Administrator#2025',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.cookies.find((cookie) => cookie.name === 'osi_admin_session')?.httpOnly).toBe(true);
    for (const body of [
      { email: 'chief@osi.example', password: 'wrong' },
      { email: 'nobody@osi.example', password: 'Administrator#2025' },
    ]) {
      const refused = await as(undefined, 'POST', '/api/auth/admin/login', body);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error.message).toBe('Incorrect e-mail or password.');
    }
  });

  it('does not let a member password into the admin realm', async () => {
    const member = await insertMember(app.db);
    const response = await as(undefined, 'POST', '/api/auth/admin/login', {
      email: member.email,
      password: 'Member#2025',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('membership types', () => {
  it('are added, priced in rupees, updated and soft-deleted, and shown publicly', async () => {
    const created = await as(admin, 'POST', '/api/admin/membership-types', {
      name: 'Life Member',
      price: 15000,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('Membership type added.');
    const { id } = created.json().membershipType;
    expect((await as(undefined, 'GET', '/api/membership-types')).json()).toEqual([
      { id, name: 'Life Member', price: 15000, term: '1' },
    ]);

    const updated = await as(admin, 'PUT', `/api/admin/membership-types/${id}`, {
      name: 'Life Member',
      price: 18000,
    });
    expect(updated.json()).toEqual({
      message: 'Membership type updated.',
      membershipType: { id, name: 'Life Member', price: 18000, term: '1' },
    });

    const invalid = await as(admin, 'PUT', `/api/admin/membership-types/${id}`, {
      name: '',
      price: -5,
    });
    expect(invalid.statusCode).toBe(400);

    expect((await as(admin, 'DELETE', `/api/admin/membership-types/${id}`)).statusCode).toBe(200);
    expect((await as(undefined, 'GET', '/api/membership-types')).json()).toEqual([]);
    expect((await as(admin, 'DELETE', `/api/admin/membership-types/${id}`)).statusCode).toBe(404);
  });
});

describe('admin home and administrators', () => {
  it('counts applications by status and lists recent activity', async () => {
    await insertMember(app.db, { status: 'pending' });
    await insertMember(app.db, { status: 'approved', isManual: true });
    const overview = (await as(admin, 'GET', '/api/admin/overview')).json();
    expect(overview.members).toMatchObject({ pending: 2, manual: 1 });
    expect(overview.recentActivity.map((event: { action: string }) => event.action)).toContain(
      'membership-type.deleted',
    );
  });

  it('lets a signed-in administrator add another, who can then sign in', async () => {
    const response = await as(admin, 'POST', '/api/admin/admins', {
      email: 'second@osi.example',
      name: 'Second Admin',
      password: 'Second#Admin2025',
    });
    expect(response.statusCode).toBe(201);
    const again = await as(admin, 'POST', '/api/admin/admins', {
      email: 'SECOND@osi.example',
      name: 'Again',
      password: 'Second#Admin2025',
    });
    expect(again.statusCode).toBe(409);
    const signIn = await as(undefined, 'POST', '/api/auth/admin/login', {
      email: 'second@osi.example',
      password: 'Second#Admin2025',
    });
    expect(signIn.statusCode).toBe(200);
    const short = await as(admin, 'POST', '/api/admin/admins', {
      email: 'third@osi.example',
      name: 'Third',
      password: 'short',
    });
    expect(short.json().error.fieldErrors).toEqual({
      password: 'Administrator passwords must be at least 12 characters long.',
    });
  });
});
