import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdmin, insertMember, sessionCookie } from '../../../test/support/fixtures';
import { multipart, pngBytes } from '../../../test/support/membership';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { minimalDocx, minimalPdf, minimalPptx } from '../../../test/support/zip';
import { claimMemberUpload } from './uploads.service';

const pptxType = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

let app: TestApp;
let owner: { id: string; cookie: string };
let other: { id: string; cookie: string };
let adminCookie: string;
beforeAll(async () => {
  app = await createTestApp();
  const [first, second] = [await insertMember(app.db), await insertMember(app.db)];
  owner = { id: first.id, cookie: await sessionCookie(app.db, 'member', first.id) };
  other = { id: second.id, cookie: await sessionCookie(app.db, 'member', second.id) };
  adminCookie = await sessionCookie(app.db, 'admin', (await insertAdmin(app.db)).id);
});
afterAll(() => app.close());

const send = (
  purpose: string,
  file: { bytes: Buffer; name: string; type?: string },
  cookie: string | undefined = owner.cookie,
) =>
  app.inject({
    method: 'POST',
    url: '/api/me/uploads',
    payload: multipart({ purpose }, { type: pptxType, ...file }),
    ...(cookie ? { headers: { cookie } } : {}),
  });

const uploaded = async (purpose: string, file: { bytes: Buffer; name: string }) => {
  const response = await send(purpose, file);
  expect(response.statusCode).toBe(201);
  return response.json() as { key: string; name: string; size: number; url: string };
};

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });

describe('POST /api/me/uploads', () => {
  it('takes a presentation for a case or roadmap, named as it was sent, without its folders', async () => {
    const bytes = minimalPptx();
    const file = await uploaded('case_file', { bytes, name: 'C:\\cases\\Pre-op – implant.pptx' });
    expect(file).toEqual({
      key: expect.stringMatching(/^upl_/),
      name: 'Pre-op – implant.pptx',
      size: bytes.length,
      url: `/api/me/uploads/${file.key}`,
    });
    for (const purpose of ['roadmap_file', 'budget_file']) {
      expect((await send(purpose, { bytes, name: 'month-1.pptx' })).statusCode).toBe(201);
    }
  });

  it('judges the file by its bytes, not its name, with the field message of the kind', async () => {
    for (const bytes of [minimalDocx(), await pngBytes(), minimalPdf()]) {
      const response = await send('case_file', { bytes, name: 'case.pptx' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fieldErrors).toEqual({ file: 'Only .pptx files are accepted.' });
    }
    const notPdf = await send('grant_document', { bytes: minimalPptx(), name: 'cv.pdf' });
    expect(notPdf.json().error.fieldErrors).toEqual({ file: 'Only PDF files are accepted.' });
    const notImage = await send('signature', { bytes: minimalPdf(), name: 'sign.png' });
    expect(notImage.json().error.fieldErrors).toEqual({
      file: 'Please choose a JPEG, PNG or WebP image.',
    });
  });

  it('takes a PDF for grant documents and an image for a signature', async () => {
    expect((await send('grant_document', { bytes: minimalPdf(), name: 'cv.pdf' })).statusCode).toBe(
      201,
    );
    expect((await send('signature', { bytes: await pngBytes(), name: 's.png' })).statusCode).toBe(
      201,
    );
  });

  it('refuses a file over its kind’s limit without reading the rest', async () => {
    const large = Buffer.concat([minimalPdf(), Buffer.alloc(10 * 1024 * 1024)]);
    const response = await send('grant_document', { bytes: large, name: 'big.pdf' });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe('The file is larger than 10 MB.');
  });

  it('refuses visitors, and purposes that are not a member’s documents', async () => {
    const bytes = minimalPptx();
    expect((await send('case_file', { bytes, name: 'a.pptx' }, '')).statusCode).toBe(401);
    for (const purpose of ['profile_picture', 'student_id', 'anything']) {
      expect((await send(purpose, { bytes, name: 'a.pptx' })).statusCode).toBe(400);
    }
  });
});

describe('who may fetch a member’s file', () => {
  it('is the member at once, and administrators once a record holds it; nobody else', async () => {
    const file = await uploaded('roadmap_file', { bytes: minimalPptx(), name: 'Month 1.pptx' });
    const own = await get(file.url, owner.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe(pptxType);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers['content-disposition']).toBe('attachment; filename="Month 1.pptx"');
    expect(own.rawPayload).toEqual(minimalPptx());

    const adminUrl = `/api/admin/uploads/${file.key}`;
    expect((await get(file.url, other.cookie)).statusCode).toBe(404);
    expect((await get(file.url)).statusCode).toBe(401);
    expect((await get(adminUrl, adminCookie)).statusCode).toBe(404);
    expect((await get(adminUrl, owner.cookie)).statusCode).toBe(401);

    await claimMemberUpload(app.db, file.key, 'roadmap_file', owner.id, 'roadmapFile');
    expect((await get(adminUrl, adminCookie)).statusCode).toBe(200);
    expect((await get(file.url, owner.cookie)).statusCode).toBe(200);
    expect((await get(file.url, other.cookie)).statusCode).toBe(404);
  });
});

describe('claimMemberUpload', () => {
  it('takes the member’s own upload of that purpose once, and names the field otherwise', async () => {
    const file = await uploaded('case_file', { bytes: minimalPptx(), name: 'pre.pptx' });
    const uploadAgain = {
      statusCode: 400,
      fieldErrors: { preOperative: 'Please upload the file again.' },
    };
    await expect(
      claimMemberUpload(app.db, file.key, 'case_file', other.id, 'preOperative'),
    ).rejects.toMatchObject(uploadAgain);
    await expect(
      claimMemberUpload(app.db, file.key, 'roadmap_file', owner.id, 'preOperative'),
    ).rejects.toMatchObject(uploadAgain);
    await expect(
      claimMemberUpload(app.db, file.key, 'case_file', owner.id, 'preOperative'),
    ).resolves.toEqual({ key: file.key, name: 'pre.pptx', size: minimalPptx().length });
    await expect(
      claimMemberUpload(app.db, file.key, 'case_file', owner.id, 'preOperative'),
    ).rejects.toMatchObject(uploadAgain);
  });
});
