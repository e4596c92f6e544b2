import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readLimited } from './read-limited';

const kilobyteChunks = (count: number) => {
  let produced = 0;
  const stream = Readable.from(
    (function* () {
      for (; produced < count; produced += 1) yield Buffer.alloc(1024, produced % 256);
    })(),
  );
  return { stream, produced: () => produced };
};

describe('readLimited', () => {
  it('reads a stream within the limit whole', async () => {
    const { stream } = kilobyteChunks(4);
    const bytes = await readLimited(stream, 4 * 1024);
    expect(bytes.length).toBe(4096);
    expect([bytes[0], bytes[1024], bytes[3072]]).toEqual([0, 1, 3]);
  });

  it('stops at the first byte over the limit, without reading the rest', async () => {
    const source = kilobyteChunks(10_000);
    await expect(readLimited(source.stream, 5 * 1024 * 1024 - 1)).rejects.toMatchObject({
      statusCode: 413,
      code: 'file_too_large',
      message: 'The file is larger than 5 MB.',
    });
    expect(source.stream.destroyed).toBe(true);
    expect(source.produced()).toBeLessThan(5200);
  });
});

it('refuses a stream the multipart parser cut off at its own limit, on the file field', async () => {
  const cut = Object.assign(Readable.from([Buffer.alloc(1024)]), { truncated: true });
  await expect(readLimited(cut, 1024)).rejects.toMatchObject({
    statusCode: 413,
    message: 'The file is larger than 0 MB.',
    fieldErrors: { file: 'The file is larger than 0 MB.' },
  });
});
