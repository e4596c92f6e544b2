import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  adminSessionCookie,
  insertMember,
  profileUpdate,
  sessionCookie,
} from '../../../test/support/fixtures';
import { multipart } from '../../../test/support/membership';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** A phone camera's photo: large, with its GPS position in the EXIF data. */
const photoWithGps = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#0e7490' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Phone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 17/1' },
    })
    .toBuffer();

const send = (method: 'GET' | 'PUT' | 'POST', url: string, cookie?: string, payload?: object) =>
  app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });

/** Each member's own mobile number, which another member may not hold. */
const mobileOf = {
  numbers: new Map<string, string>(),
  get(cookie: string) {
    if (!this.numbers.has(cookie)) this.numbers.set(cookie, `98450${10000 + this.numbers.size}`);
    return this.numbers.get(cookie)!;
  },
};

/** Uploads a photo as the member and makes it their profile picture; answers its address. */
const newPicture = async (cookie: string) => {
  const uploaded = await app.inject({
    method: 'POST',
    url: '/api/registration/uploads',
    headers: { cookie },
    payload: multipart(
      { purpose: 'profile_picture' },
      { bytes: await photoWithGps(), name: 'me.jpg', type: 'image/jpeg' },
    ),
  });
  expect(uploaded.statusCode).toBe(201);
  const saved = await send('PUT', '/api/me/profile', cookie, {
    ...profileUpdate,
    mobileNo: mobileOf.get(cookie),
    dentalRegNumber: `KA-${mobileOf.get(cookie)}`,
    profilePictureKey: uploaded.json().key,
  });
  expect(saved.statusCode).toBe(200);
  return saved.json().profile.profilePictureUrl as string;
};

it('stores a profile picture resized and without its EXIF (GPS) data', async () => {
  expect((await sharp(await photoWithGps()).metadata()).exif).toBeDefined();
  const member = await insertMember(app.db, { status: 'approved' });
  const cookie = await sessionCookie(app.db, 'member', member.id);
  const shown = await send('GET', await newPicture(cookie), cookie);
  expect(shown.statusCode).toBe(200);
  const metadata = await sharp(shown.rawPayload).metadata();
  expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 384 });
  expect(metadata.exif).toBeUndefined();
});

it('shows a picture to those who may see the member, and never a replaced one', async () => {
  const member = await insertMember(app.db, { status: 'approved' });
  const cookie = await sessionCookie(app.db, 'member', member.id);
  const fellow = await sessionCookie(
    app.db,
    'member',
    (await insertMember(app.db, { status: 'approved' })).id,
  );
  const applicant = await sessionCookie(
    app.db,
    'member',
    (await insertMember(app.db, { status: 'pending' })).id,
  );
  const admin = await adminSessionCookie(app.db);
  const first = await newPicture(cookie);
  const statusFor = async (url: string, viewer?: string) =>
    (await send('GET', url, viewer)).statusCode;

  expect(await statusFor(first, cookie)).toBe(200);
  expect(await statusFor(first, admin)).toBe(200);
  expect(await statusFor(first, fellow)).toBe(200);
  expect(await statusFor(first, applicant)).toBe(404);
  expect(await statusFor(first)).toBe(404);

  const listing = { listed: true, showEmail: false, showMobile: false };
  expect((await send('PUT', '/api/me/directory-listing', cookie, listing)).statusCode).toBe(200);
  expect(await statusFor(first)).toBe(200);
  expect(await statusFor(first, applicant)).toBe(200);
  const unlisted = { ...listing, listed: false };
  expect((await send('PUT', '/api/me/directory-listing', cookie, unlisted)).statusCode).toBe(200);
  expect(await statusFor(first)).toBe(404);

  const second = await newPicture(cookie);
  expect(second).not.toBe(first);
  expect(await statusFor(second, cookie)).toBe(200);
  for (const viewer of [cookie, admin, fellow]) expect(await statusFor(first, viewer)).toBe(404);
});
