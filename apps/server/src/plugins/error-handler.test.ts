import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../lib/errors';
import { buildTestApp, type TestApp } from '../../test/support/test-app';

const logged: unknown[] = [];
let app: TestApp;

const probeRoutes: FastifyPluginAsyncZod = async (probe) => {
  probe.post(
    '/api/probe/echo',
    {
      schema: { body: z.object({ name: z.string().min(2, 'Name is too short'), age: z.number() }) },
    },
    async (request) => request.body,
  );
  probe.get('/api/probe/boom', async () => {
    throw new Error('database password is hunter2');
  });
  probe.get('/api/probe/terminated', async () => {
    const ended = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    throw new DrizzleQueryError('select 1', [], ended);
  });
  probe.get('/api/probe/refused', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    throw new AggregateError([refused]);
  });
  probe.get('/api/probe/rule', async () => {
    throw badRequest('Mobile is taken.', { mobileNo: 'This Mobile number is already Registered!' });
  });
};

beforeAll(async () => {
  app = await buildTestApp();
  app.addHook('onError', async (_request, _reply, error) => void logged.push(error));
  await app.register(probeRoutes);
  await app.ready();
});
afterAll(() => app.close());

describe('the one error shape', () => {
  it('turns schema failures into field errors with the schema messages', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      payload: { name: 'A', age: 'old' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'validation_error',
        message: 'Please correct the highlighted fields.',
        fieldErrors: { name: 'Name is too short', age: expect.any(String) },
      },
    });
  });

  it('answers malformed JSON and wrong content types with a 4xx in the same shape', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('fst_err_ctp_invalid_json_body');

    const wrongType = await app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<name/>',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().error.message).toEqual(expect.any(String));
  });

  it('refuses an oversized body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      payload: { name: 'x'.repeat(2 * 1024 * 1024), age: 1 },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('fst_err_ctp_body_too_large');
  });

  it('passes a service rule through with its status, message and field errors', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/probe/rule' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'bad_request',
        message: 'Mobile is taken.',
        fieldErrors: { mobileNo: 'This Mobile number is already Registered!' },
      },
    });
  });

  it('hides 5xx details from the client and carries a request id of its own making', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/probe/boom',
      headers: { 'x-request-id': 'trace-1234-abcd' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: {
        code: 'internal_error',
        message: 'Something went wrong on our side. Please try again.',
      },
    });
    expect(response.body).not.toContain('hunter2');
    const requestId = String(response.headers['x-request-id']);
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestId).not.toBe('trace-1234-abcd');
    expect(logged).toContainEqual(
      expect.objectContaining({ message: 'database password is hunter2' }),
    );
  });

  it('answers 503 with a generic message when the database connection is lost or refused', async () => {
    for (const url of ['/api/probe/terminated', '/api/probe/refused']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: {
          code: 'database_unavailable',
          message: 'The site cannot reach its database just now. Please try again in a minute.',
        },
      });
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: 'No route for GET /api/nothing-here' },
    });
  });
});
