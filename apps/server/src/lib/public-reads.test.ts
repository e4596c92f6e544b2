import { contentEndpoints, membershipTypeEndpoints } from '@osi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { readInProcess } from './public-reads';

let app: TestApp;
let read: ReturnType<typeof readInProcess>;

beforeAll(async () => {
  app = await createTestApp();
  read = readInProcess(app, () => undefined);
});
afterAll(() => app.close());

describe('public reads in-process, as the page renderer makes them', () => {
  it('answers with the status and JSON body its route sends', async () => {
    const answer = await read(contentEndpoints.section, { params: { name: 'home' } });
    const overHttp = await app.inject({ method: 'GET', url: '/api/content/sections/home' });
    expect(answer).toEqual({ status: 200, body: overHttp.json() });
    expect(answer.body).toEqual({ name: 'home', value: null });
  });

  it('gives each caller a body of its own, kept or not', async () => {
    const first = await read(contentEndpoints.section, { params: { name: 'home' } });
    (first.body as { name: string }).name = 'changed by its caller';
    const hits = app.pageCache.counts.readHits;
    const second = await read(contentEndpoints.section, { params: { name: 'home' } });
    expect(app.pageCache.counts.readHits).toBe(hits + 1);
    expect(second.body).toEqual({ name: 'home', value: null });
  });

  it('fills a query in from its schema, as the route does', async () => {
    const answer = await read(contentEndpoints.list, { params: { collection: 'blog' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ items: [], page: 1, pageSize: 50 });
  });

  it('answers input its schema refuses with the API’s 400', async () => {
    const answer = await read(contentEndpoints.item, {
      params: { collection: 'no-such-collection', slug: 'x' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: { code: 'validation_error', fieldErrors: { collection: expect.any(String) } },
    });
  });

  it('answers a missing item with the API’s 404', async () => {
    const answer = await read(contentEndpoints.item, {
      params: { collection: 'blog', slug: 'no-such-post' },
    });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: { code: 'not_found' } });
  });

  it('refuses what is not a public read, such as the back office’s', async () => {
    await expect(read(membershipTypeEndpoints.list, {})).rejects.toThrow(
      'GET /api/admin/membership-types is not a public read',
    );
  });
});
