import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { compressionThresholdBytes } from './compression';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const get = (url: string, acceptEncoding: string) =>
  app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

describe('JSON compression', () => {
  it.each([
    ['br, gzip', 'br', zlib.brotliDecompressSync],
    ['gzip', 'gzip', zlib.gunzipSync],
  ])('compresses a large JSON answer for Accept-Encoding %s', async (accept, encoding, decode) => {
    const plain = await get('/api/docs/json', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(compressionThresholdBytes);

    const response = await get('/api/docs/json', accept);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(decode(response.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends a small JSON answer as it is', async () => {
    const response = await get('/api/health', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(compressionThresholdBytes);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ status: expect.any(String) });
  });
});
