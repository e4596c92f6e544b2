import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildTestApp, type TestApp } from '../../test/support/test-app';

let app: TestApp;
const received: unknown[] = [];

const probeRoutes: FastifyPluginAsyncZod = async (probe) => {
  probe.post(
    '/api/probe/text',
    { schema: { body: z.object({ name: z.string(), tags: z.array(z.string()).optional() }) } },
    async (request) => {
      received.push(request.body);
      return { ok: true };
    },
  );
  probe.get(
    '/api/probe/text',
    { schema: { querystring: z.object({ q: z.string() }) } },
    async () => ({
      ok: true,
    }),
  );
};

beforeAll(async () => {
  app = await buildTestApp();
  await app.register(probeRoutes);
  await app.ready();
});
afterAll(() => app.close());

const post = (payload: object) => app.inject({ method: 'POST', url: '/api/probe/text', payload });

it.each([
  ['a NUL inside a value', { name: 'Asha\u0000Rao' }, 'name'],
  ['a bell in a nested value', { name: 'Asha', tags: ['ok', 'ring\u0007'] }, 'tags.1'],
  ['an escape in a key', { name: 'Asha', ['x\u001b[31m']: 'y' }, 'x\u001b[31m'],
  ['DEL', { name: 'Asha\u007f' }, 'name'],
])('refuses %s with a 400 on that field, before any rule runs', async (_case, payload, field) => {
  const response = await post(payload);
  expect(response.statusCode).toBe(400);
  expect(response.json().error.fieldErrors).toEqual({
    [field]: 'Text may not contain control characters.',
  });
  expect(received).toEqual([]);
});

it('refuses control characters in the path and query, encoded or not', async () => {
  for (const url of [
    '/api/probe/text?q=a%00b',
    '/api/probe%00/text?q=a',
    '/api/probe/text?q=%E0%A4%A',
  ]) {
    expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(400);
  }
});

it('keeps tabs, line breaks and every script people write', async () => {
  const name = 'Dr. Āsha\tRāo\r\nआशा राव · 아샤 😊';
  expect((await post({ name })).statusCode).toBe(200);
  expect(received).toEqual([{ name }]);
});

it('refuses JSON nested deeper than any form, and keeps brackets inside strings apart', async () => {
  const nested = (depth: number) => `{"name":"x","tags":${'['.repeat(depth)}${']'.repeat(depth)}}`;
  const deep = await app.inject({
    method: 'POST',
    url: '/api/probe/text',
    headers: { 'content-type': 'application/json' },
    payload: nested(5_000),
  });
  expect(deep.statusCode).toBe(400);
  expect(deep.json().error.message).toBe('The request nests its data too deeply.');
  expect((await post({ name: '[[[[{{{{'.repeat(20) + '\\"' })).statusCode).toBe(200);
});
