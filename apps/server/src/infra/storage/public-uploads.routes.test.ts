import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInfraTestApp } from '../../../test/support/infra-app';
import { startS3StandIn, type S3StandIn } from '../../../test/support/s3-stand-in';
import type { TestApp } from '../../../test/support/test-app';

let dataDir: string;
let standIn: S3StandIn;
let localApp: TestApp;
let s3App: TestApp;
let png: Buffer;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'osi-uploads-'));
  standIn = await startS3StandIn();
  png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  [localApp, s3App] = await Promise.all([
    createInfraTestApp({ config: { dataDir } }),
    createInfraTestApp({
      config: {
        s3: standIn.settings,
      },
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([localApp.close(), s3App.close(), standIn.close()]);
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe.each([
  ['local disk', () => localApp],
  ['S3-compatible store', () => s3App],
])('GET /uploads/public/* from %s', (_name, appOf) => {
  it('serves a public file with its type, no sniffing and a long cache lifetime', async () => {
    const app = appOf();
    const stored = await app.storage.put('photos/member-1.png', png, {
      contentType: 'image/png',
      visibility: 'public',
    });
    const response = await app.inject({ method: 'GET', url: stored.url! });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-length']).toBe(String(png.length));
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(png)).toBe(true);
  });

  it('never serves a private file, however the path is written', async () => {
    const app = appOf();
    await app.storage.put('student-ids/member-1.png', png, {
      contentType: 'image/png',
      visibility: 'private',
    });
    for (const url of [
      '/uploads/private/student-ids/member-1.png',
      '/uploads/public/student-ids/member-1.png',
      '/uploads/public/../private/student-ids/member-1.png',
      '/uploads/public/%2e%2e/private/student-ids/member-1.png',
      '/uploads/public/..%2fprivate%2fstudent-ids%2fmember-1.png',
      '/uploads/public/%2e%2e%2f%2e%2e%2fprivate/student-ids/member-1.png',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.rawPayload.includes(png), url).toBe(false);
    }
  });

  it('answers 404 in the error shape for a missing file', async () => {
    const response = await appOf().inject({ method: 'GET', url: '/uploads/public/nothing.png' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'No such file.' } });
  });
});

describe('storage chosen by the settings', () => {
  it('writes under DATA_DIR/uploads without S3 settings, and to the bucket with them', async () => {
    await localApp.storage.put('chosen/by-settings.png', png, {
      contentType: 'image/png',
      visibility: 'public',
    });
    await expect(
      fs.stat(path.join(dataDir, 'uploads/public/chosen/by-settings.png')),
    ).resolves.toBeTruthy();

    await s3App.storage.put('chosen/by-settings.png', png, {
      contentType: 'image/png',
      visibility: 'private',
    });
    expect(standIn.objects.get('private/chosen/by-settings.png')?.body.equals(png)).toBe(true);
  });
});
