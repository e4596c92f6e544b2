import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { uploads } from '../../db/schema';
import { insertMember, sessionCookie } from '../../../test/support/fixtures';
import { multipart } from '../../../test/support/membership';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { minimalPptx } from '../../../test/support/zip';

const pptxType = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

let app: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'osi-upload-limits-'));
  app = await createTestApp({ dataDir });
});
afterAll(async () => {
  await app.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const storedFiles = async () =>
  (await fs.readdir(path.join(dataDir, 'uploads'), { recursive: true }).catch(() => [])).filter(
    (name) => !name.endsWith('/') && path.extname(name) !== '',
  );

it('answers a 40 MB case file with 413 on the file field, storing nothing', async () => {
  const member = await insertMember(app.db);
  const cookie = await sessionCookie(app.db, 'member', member.id);
  const bytes = Buffer.concat([minimalPptx(), Buffer.alloc(40 * 1000 * 1000)]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/me/uploads',
    headers: { cookie },
    payload: multipart({ purpose: 'case_file' }, { bytes, name: 'case.pptx', type: pptxType }),
  });
  expect(response.statusCode).toBe(413);
  expect(response.json().error).toMatchObject({
    message: 'The file is larger than 25 MB.',
    fieldErrors: { file: 'The file is larger than 25 MB.' },
  });
  expect(await app.db.select().from(uploads).where(eq(uploads.memberId, member.id))).toEqual([]);
  expect(await storedFiles()).toEqual([]);
});
