import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3StandIn, type S3StandIn } from '../../../test/support/s3-stand-in';
import { storedContentType } from '../../../test/support/stored-file';
import { readLimited } from './read-limited';
import { createLocalDiskStorage } from './local-disk-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

let root: string;
let standIn: S3StandIn;
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'osi-storage-'));
  standIn = await startS3StandIn();
});
afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
  await standIn.close();
});

const implementations: [string, () => Storage][] = [
  ['local disk', () => createLocalDiskStorage(path.join(root, 'uploads'))],
  ['S3-compatible', () => createS3Storage(standIn.settings)],
];

const contentOf = async (storage: Storage, key: string) => {
  const file = await storage.stream(key);
  if (!file) return null;
  return { ...file, body: (await readLimited(file.body, 10_000_000)).toString('utf8') };
};

describe.each(implementations)('%s storage', (_name, create) => {
  let storage: Storage;
  beforeAll(() => {
    storage = create();
  });

  it('stores a public buffer under its visibility and streams it back with its type and size', async () => {
    const stored = await storage.put('content/press/launch.txt', Buffer.from('Launch day'), {
      contentType: 'text/plain; charset=utf-8',
      visibility: 'public',
    });
    expect(stored).toEqual({
      key: 'public/content/press/launch.txt',
      size: 10,
      url: '/uploads/public/content/press/launch.txt',
    });
    expect(await contentOf(storage, stored.key)).toEqual({
      body: 'Launch day',
      contentType: 'text/plain; charset=utf-8',
      size: 10,
    });
  });

  it('stores a private stream, which has no public url and a key of its own', async () => {
    const stored = await storage.put(
      'cases/0b7c/pre-operative.pptx',
      Readable.from([Buffer.from('slide '), Buffer.from('deck')]),
      { contentType: 'application/octet-stream', visibility: 'private' },
    );
    expect(stored).toEqual({ key: 'private/cases/0b7c/pre-operative.pptx', size: 10, url: null });
    expect((await contentOf(storage, stored.key))?.body).toBe('slide deck');
    expect(await storage.stream('public/cases/0b7c/pre-operative.pptx')).toBeNull();
  });

  it('replaces a file written again under the same name', async () => {
    const options = { contentType: 'text/plain', visibility: 'private' } as const;
    await storage.put('replace/me.txt', Buffer.from('first'), options);
    const { key } = await storage.put('replace/me.txt', Buffer.from('second version'), options);
    expect(await contentOf(storage, key)).toMatchObject({ body: 'second version', size: 14 });
  });

  it('deletes, and deleting or reading a missing file is no error', async () => {
    const { key } = await storage.put('gone/soon.txt', Buffer.from('bye'), {
      contentType: 'text/plain',
      visibility: 'public',
    });
    await storage.delete(key);
    expect(await storage.stream(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
    expect(await storage.stream('public/never/written.txt')).toBeNull();
  });

  it.each([
    '../escape.txt',
    'a/../../escape.txt',
    '/etc/passwd',
    'a/./b.txt',
    '.hidden',
    'a//b.txt',
    'a\\..\\b.txt',
    'double..dot',
    '',
  ])('refuses the name %j', async (name) => {
    await expect(
      storage.put(name, Buffer.from('x'), { contentType: 'text/plain', visibility: 'public' }),
    ).rejects.toMatchObject({ statusCode: 400 });
    await expect(storage.stream(`public/${name}`)).rejects.toMatchObject({ statusCode: 400 });
    await expect(storage.delete(`private/${name}`)).rejects.toMatchObject({ statusCode: 400 });
  });

  it('refuses keys without a known visibility', async () => {
    await expect(storage.stream('photos/a.png')).rejects.toMatchObject({ statusCode: 400 });
    await expect(storage.stream('secret/a.png')).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe('local disk storage on disk', () => {
  const uploads = () => path.join(root, 'disk-layout');

  it('lays files out under uploads/public and uploads/private, leaving no temporary files', async () => {
    const storage = createLocalDiskStorage(uploads());
    await storage.put('photos/a.png', Buffer.from('png'), {
      contentType: 'image/png',
      visibility: 'public',
    });
    await storage.put('ids/b.jpg', Buffer.from('jpg'), {
      contentType: 'image/jpeg',
      visibility: 'private',
    });
    expect(await fs.readFile(path.join(uploads(), 'public/photos/a.png'), 'utf8')).toBe('png');
    expect(await fs.readFile(path.join(uploads(), 'private/ids/b.jpg'), 'utf8')).toBe('jpg');
    expect(await fs.readdir(path.join(uploads(), 'public/photos'))).toEqual(['a.png']);
  });

  it('keeps the old file whole when writing a new version fails halfway', async () => {
    const storage = createLocalDiskStorage(uploads());
    const options = { contentType: 'text/plain', visibility: 'public' } as const;
    await storage.put('atomic/file.txt', Buffer.from('complete old version'), options);
    const failing = new Readable({
      read() {
        this.push(Buffer.from('half of the new'));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(
      storage.put('atomic/file.txt', failing, { ...options, contentType: 'image/png' }),
    ).rejects.toThrow('client went away');
    expect(await contentOf(storage, 'public/atomic/file.txt')).toEqual({
      body: 'complete old version',
      contentType: 'text/plain',
      size: 20,
    });
    expect(await fs.readdir(path.join(uploads(), 'public/atomic'))).toEqual(['file.txt']);
  });

  it('never writes outside its folder, whatever the name', async () => {
    const storage = createLocalDiskStorage(uploads());
    const outside = path.join(root, 'outside.txt');
    await fs.writeFile(outside, 'untouched');
    await expect(
      storage.put('../../outside.txt', Buffer.from('overwritten'), {
        contentType: 'text/plain',
        visibility: 'public',
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
    expect(await fs.readFile(outside, 'utf8')).toBe('untouched');
  });
});

describe('S3-compatible storage over HTTP', () => {
  it('keeps objects under the same keys in the bucket, path-style, with their content type', async () => {
    const storage = implementations[1]![1]();
    standIn.requests.length = 0;
    const { key } = await storage.put('photos/c.webp', Buffer.from('webp bytes'), {
      contentType: 'image/webp',
      visibility: 'public',
    });
    expect(await storedContentType(storage, key)).toBe('image/webp');
    await storage.delete(key);
    expect(standIn.requests).toEqual([
      `PUT /${standIn.bucket}/public/photos/c.webp`,
      `GET /${standIn.bucket}/public/photos/c.webp`,
      `DELETE /${standIn.bucket}/public/photos/c.webp`,
    ]);
  });

  it('surfaces a refused request instead of pretending the file is missing', async () => {
    const storage = createS3Storage({
      ...standIn.settings,
      accessKeyId: 'AKIAWRONGKEY',
      secretAccessKey: 'wrong',
    });
    await expect(storage.stream('public/photos/any.png')).rejects.toThrow();
    await expect(
      storage.put('photos/any.png', Buffer.from('x'), {
        contentType: 'image/png',
        visibility: 'public',
      }),
    ).rejects.toThrow();
  });
});
