import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, uploads } from '../../db/schema';
import { adminSessionCookie, insertMember, sessionCookie } from '../../../test/support/fixtures';
import {
  multipart,
  pngBytes,
  seedMembershipTypes,
  postRegistration,
  verifiedPaidApplicant,
} from '../../../test/support/membership';
import { storedContentType } from '../../../test/support/stored-file';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { hashToken } from '../../lib/tokens';
import {
  removeStaleUploads,
  unclaimedUploadLifetimeMs,
  visitorUploadQuotaBytes,
} from './uploads.service';

let app: TestApp;
let types: Awaited<ReturnType<typeof seedMembershipTypes>>;
beforeAll(async () => {
  app = await createTestApp();
  types = await seedMembershipTypes(app.db);
});
afterAll(() => app.close());

let emailCount = 0;
const newEmail = () => `uploader${(emailCount += 1)}-${Date.now()}@clinic.example`;

/** Uploads an image as a browser would; returns its key, preview and the cookie it was given. */
const upload = async (purpose: 'profile_picture' | 'student_id', cookie?: string) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/registration/uploads',
    payload: multipart({ purpose }, { bytes: await pngBytes(), name: 'a.png', type: 'image/png' }),
    ...(cookie ? { headers: { cookie } } : {}),
  });
  expect(response.statusCode).toBe(201);
  const given = response.cookies.find((c) => c.name === 'osi_registration');
  const { key, previewUrl } = response.json() as { key: string; previewUrl: string };
  return { key, previewUrl, cookie: cookie ?? `osi_registration=${given!.value}` };
};

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });

const storedKeyOf = async (key: string) =>
  (await app.db.select().from(uploads).where(eq(uploads.key, key)))[0]?.storageKey;

describe("a visitor's uploads", () => {
  it('are seen only by the browser that sent them until a registration claims them', async () => {
    const picture = await upload('profile_picture');
    const studentId = await upload('student_id', picture.cookie);
    const storageKey = (await storedKeyOf(picture.key))!;
    expect(storageKey).toMatch(/^private\//);

    const own = await get(picture.previewUrl, picture.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect((await get(studentId.previewUrl, picture.cookie)).statusCode).toBe(200);

    const stranger = (await upload('profile_picture')).cookie;
    expect((await get(picture.previewUrl, stranger)).statusCode).toBe(404);
    expect((await get(picture.previewUrl)).statusCode).toBe(404);
    expect((await get(`/uploads/profile-pictures/${picture.key}`)).statusCode).toBe(404);
    const publicName = storageKey.replace(/^private\//, '');
    expect((await get(`/uploads/public/${publicName}`)).statusCode).toBe(404);

    const email = newEmail();
    const { body } = await verifiedPaidApplicant(app, email, types.student.id, {
      studentIdKey: studentId.key,
    });
    const registered = await app.inject({
      method: 'POST',
      url: '/api/registration',
      headers: { cookie: picture.cookie },
      payload: { ...body, profilePictureKey: picture.key },
    });
    expect(registered.statusCode).toBe(201);

    const [member] = await app.db.select().from(members).where(eq(members.email, email));
    expect(member!.profilePictureUrl).toBe(`/uploads/profile-pictures/${picture.key}`);
    const memberCookie = await sessionCookie(app.db, 'member', member!.id);
    const shown = await get(member!.profilePictureUrl!, memberCookie);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/webp');
    expect(shown.headers['cache-control']).toBe('private, no-cache');

    expect((await get(`/uploads/profile-pictures/${studentId.key}`)).statusCode).toBe(404);
    expect((await get(studentId.previewUrl, picture.cookie)).statusCode).toBe(404);
    expect((await get(picture.previewUrl, picture.cookie)).statusCode).toBe(404);
    const ownCard = await get('/api/me/student-id', memberCookie);
    expect(ownCard.statusCode).toBe(200);
  });

  it('of a signed-in member are seen by that member only until claimed', async () => {
    const owner = await insertMember(app.db);
    const other = await insertMember(app.db);
    const ownerCookie = await sessionCookie(app.db, 'member', owner.id);
    const response = await app.inject({
      method: 'POST',
      url: '/api/registration/uploads',
      headers: { cookie: ownerCookie },
      payload: multipart(
        { purpose: 'profile_picture' },
        { bytes: await pngBytes(), name: 'a.png', type: 'image/png' },
      ),
    });
    const { key, previewUrl } = response.json() as { key: string; previewUrl: string };
    expect((await get(previewUrl, ownerCookie)).statusCode).toBe(200);
    expect(
      (await get(previewUrl, await sessionCookie(app.db, 'member', other.id))).statusCode,
    ).toBe(404);
    expect((await get(`/uploads/profile-pictures/${key}`)).statusCode).toBe(404);
  });
});

describe('whose upload a registration may claim', () => {
  it("only the browser's that sent it, not another visitor's", async () => {
    const mine = await upload('profile_picture');
    const { body } = await verifiedPaidApplicant(app, newEmail(), types.student.id);
    for (const cookie of [undefined, (await upload('profile_picture')).cookie]) {
      const taken = await app.inject({
        method: 'POST',
        url: '/api/registration',
        ...(cookie ? { headers: { cookie } } : {}),
        payload: { ...body, profilePictureKey: mine.key },
      });
      expect(taken.statusCode).toBe(400);
      expect(taken.json().error.fieldErrors).toEqual({
        profilePictureKey: 'Please upload the file again.',
      });
    }
    expect((await get(mine.previewUrl, mine.cookie)).statusCode).toBe(200);
  });

  it('never one made under a registration cookie the visitor chose', async () => {
    const chosen = 'osi_registration=chosen-by-the-visitor';
    const picture = await upload('profile_picture', chosen);
    const response = await app.inject({
      method: 'POST',
      url: '/api/registration/uploads',
      headers: { cookie: chosen },
      payload: multipart(
        { purpose: 'student_id' },
        { bytes: await pngBytes(), name: 'a.png', type: 'image/png' },
      ),
    });
    const given = response.cookies.find((c) => c.name === 'osi_registration')!;
    expect(given.value).not.toBe('chosen-by-the-visitor');
    expect((await get(picture.previewUrl, chosen)).statusCode).toBe(404);
    const [row] = await app.db.select().from(uploads).where(eq(uploads.key, picture.key));
    expect(row!.browserTokenHash).not.toBe(hashToken('chosen-by-the-visitor'));
  });
});

describe("visitors' uploads in all", () => {
  it('stop at the overall quota with a message on the field; members still upload', async () => {
    await app.db.insert(uploads).values({
      key: `upl_quota_${Date.now()}`,
      purpose: 'profile_picture',
      storageKey: 'private/profile-pictures/quota-filler.png',
      visibility: 'public',
      contentType: 'image/png',
      size: visitorUploadQuotaBytes,
      browserTokenHash: hashToken('someone-else'),
    });
    const refused = await app.inject({
      method: 'POST',
      url: '/api/registration/uploads',
      payload: multipart(
        { purpose: 'profile_picture' },
        { bytes: await pngBytes(), name: 'a.png', type: 'image/png' },
      ),
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.fieldErrors).toEqual({
      file: 'We cannot take more uploads just now. Please try again later or write to the secretariat.',
    });
    const member = await insertMember(app.db);
    const asMember = await app.inject({
      method: 'POST',
      url: '/api/registration/uploads',
      headers: { cookie: await sessionCookie(app.db, 'member', member.id) },
      payload: multipart(
        { purpose: 'profile_picture' },
        { bytes: await pngBytes(), name: 'a.png', type: 'image/png' },
      ),
    });
    expect(asMember.statusCode).toBe(201);
    await app.db.delete(uploads).where(eq(uploads.size, visitorUploadQuotaBytes));
  });
});

describe('unclaimed uploads', () => {
  it('are removed, row and file, once their lifetime is over; claimed and recent ones stay', async () => {
    const stale = await upload('student_id');
    const recent = await upload('profile_picture', stale.cookie);
    const claimedKey = (await verifiedPaidApplicant(app, newEmail(), types.student.id)).body;
    expect((await postRegistration(app, claimedKey)).statusCode).toBe(201);
    const longAgo = new Date(Date.now() - unclaimedUploadLifetimeMs - 60_000);
    for (const key of [stale.key, claimedKey.profilePictureKey]) {
      await app.db.update(uploads).set({ createdAt: longAgo }).where(eq(uploads.key, key));
    }
    const staleFile = (await storedKeyOf(stale.key))!;
    expect(await storedContentType(app.storage, staleFile)).not.toBeNull();

    expect(await removeStaleUploads(app.db, app.storage)).toBeGreaterThanOrEqual(1);

    expect(await storedKeyOf(stale.key)).toBeUndefined();
    expect(await storedContentType(app.storage, staleFile)).toBeNull();
    expect((await get(stale.previewUrl, stale.cookie)).statusCode).toBe(404);
    expect((await get(recent.previewUrl, recent.cookie)).statusCode).toBe(200);
    const claimedPicture = `/uploads/profile-pictures/${claimedKey.profilePictureKey}`;
    expect((await get(claimedPicture, await adminSessionCookie(app.db))).statusCode).toBe(200);
  });
});
