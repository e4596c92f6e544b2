import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileMessages, registrationMessages } from '@osi/shared';
import { members, uploads } from '../../db/schema';
import {
  insertAdmin,
  insertMember,
  profileUpdate,
  sessionCookie,
} from '../../../test/support/fixtures';
import { multipart, pngBytes } from '../../../test/support/membership';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const request = (method: 'GET' | 'PUT' | 'POST', url: string, cookie?: string, payload?: object) =>
  app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });

const uploadAs = async (cookie: string | undefined, purpose: string) =>
  app.inject({
    method: 'POST',
    url: '/api/registration/uploads',
    payload: multipart({ purpose }, { bytes: await pngBytes(), name: 'x.png', type: 'image/png' }),
    headers: cookie ? { cookie } : {},
  });

describe('own profile', () => {
  it('answers only the signed-in member their own record, without the password hash', async () => {
    const member = await insertMember(app.db, { city: 'Mysuru', dob: '1990-01-15' });
    const cookie = await sessionCookie(app.db, 'member', member.id);
    const response = await request('GET', '/api/me/profile', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: member.id,
      email: member.email,
      city: 'Mysuru',
      dob: '1990-01-15',
      studentIdUrl: null,
    });
    expect(response.body).not.toMatch(/argon2|passwordHash/);
    expect((await request('GET', '/api/me/profile')).statusCode).toBe(401);
    const admin = await sessionCookie(app.db, 'admin', (await insertAdmin(app.db)).id);
    expect((await request('GET', '/api/me/profile', admin)).statusCode).toBe(401);
  });

  it('updates the profile and photo from an upload the member made; identity comes from the session', async () => {
    const member = await insertMember(app.db);
    const other = await insertMember(app.db, { firstName: 'Untouched' });
    const cookie = await sessionCookie(app.db, 'member', member.id);
    const { key } = (await uploadAs(cookie, 'profile_picture')).json();

    const response = await request('PUT', '/api/me/profile', cookie, {
      ...profileUpdate,
      id: other.id,
      email: 'hijack@x.example',
      profilePictureKey: key,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(profileMessages.updated);
    expect(response.json().profile).toMatchObject({
      firstName: 'Meera',
      city: 'Bengaluru',
      email: member.email,
    });
    expect(response.json().profile.profilePictureUrl).toMatch(/^\/uploads\/profile-pictures\/upl_/);
    const [untouched] = await app.db.select().from(members).where(eq(members.id, other.id));
    expect(untouched!.firstName).toBe('Untouched');
  });

  it("refuses someone else's upload and another member's mobile number", async () => {
    const member = await insertMember(app.db, { mobileNo: '9845099999' });
    const thief = await insertMember(app.db);
    const cookie = await sessionCookie(app.db, 'member', member.id);
    const thiefCookie = await sessionCookie(app.db, 'member', thief.id);
    const { key } = (await uploadAs(cookie, 'profile_picture')).json();
    const stolen = await request('PUT', '/api/me/profile', thiefCookie, {
      ...profileUpdate,
      mobileNo: '9845000001',
      dentalRegNumber: 'X-1',
      profilePictureKey: key,
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error.fieldErrors).toEqual({
      profilePictureKey: 'Please upload the file again.',
    });
    const [upload] = await app.db.select().from(uploads).where(eq(uploads.key, key));
    expect(upload!.claimedAt).toBeNull();

    const clash = await request('PUT', '/api/me/profile', thiefCookie, {
      ...profileUpdate,
      mobileNo: member.mobileNo,
      dentalRegNumber: 'X-2',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.fieldErrors).toEqual({ mobileNo: registrationMessages.mobileTaken });
  });

  it('applies the spec rules with its messages', async () => {
    const member = await insertMember(app.db);
    const cookie = await sessionCookie(app.db, 'member', member.id);
    const response = await request('PUT', '/api/me/profile', cookie, {
      ...profileUpdate,
      city: 'Pune 4',
      postcode: 'AB123',
      firstName: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual({
      city: 'City should not contain numbers.',
      postcode: profileMessages.postcodeInvalid,
      firstName: 'First Name is required',
    });
  });
});

describe('the student ID card', () => {
  it('is private: the owner and administrators may open it, nobody else', async () => {
    const owner = await insertMember(app.db);
    const ownerCookie = await sessionCookie(app.db, 'member', owner.id);
    const { key } = (await uploadAs(undefined, 'student_id')).json();
    const [upload] = await app.db.select().from(uploads).where(eq(uploads.key, key));
    await app.db
      .update(members)
      .set({ studentIdKey: upload!.storageKey })
      .where(eq(members.id, owner.id));

    const mine = await request('GET', '/api/me/student-id', ownerCookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect((await request('GET', '/api/me/profile', ownerCookie)).json().studentIdUrl).toBe(
      '/api/me/student-id',
    );

    const stranger = await sessionCookie(app.db, 'member', (await insertMember(app.db)).id);
    expect((await request('GET', '/api/me/student-id', stranger)).statusCode).toBe(404);
    expect(
      (await request('GET', `/api/admin/members/${owner.id}/student-id`, stranger)).statusCode,
    ).toBe(401);
    expect((await request('GET', `/api/admin/members/${owner.id}/student-id`)).statusCode).toBe(
      401,
    );
    const admin = await sessionCookie(app.db, 'admin', (await insertAdmin(app.db)).id);
    expect(
      (await request('GET', `/api/admin/members/${owner.id}/student-id`, admin)).statusCode,
    ).toBe(200);
    expect(
      (await request('GET', `/uploads/private/${upload!.storageKey.replace('private/', '')}`))
        .statusCode,
    ).toBe(404);
  });
});
