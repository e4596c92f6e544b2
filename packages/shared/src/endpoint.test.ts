import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorResponseSchema, idParamsSchema, okResponseSchema } from './api';
import { endpointGroup, responsesOf, urlOf } from './endpoint';

const { endpoint } = endpointGroup('things', {
  endpoint: {
    method: 'GET',
    path: '/api/things/:id/parts/:part',
    params: idParamsSchema.extend({ part: z.string() }),
    query: z.object({ page: z.number(), search: z.string().optional() }),
    status: 201,
    response: okResponseSchema,
    errors: [400, 404],
  },
});

describe('endpointGroup', () => {
  it("tags each endpoint with the group's tag and keeps what it states", () => {
    expect(endpoint).toMatchObject({
      method: 'GET',
      path: '/api/things/:id/parts/:part',
      tags: ['things'],
      status: 201,
      errors: [400, 404],
    });
  });

  it('keeps the tags an endpoint names itself', () => {
    const { own } = endpointGroup('things', {
      own: { method: 'GET', path: '/api/own', tags: ['own'], response: okResponseSchema },
    });
    expect(own.tags).toEqual(['own']);
  });
});

describe('urlOf', () => {
  it('fills the parameters in, encoded, and appends the query without empty parts', () => {
    expect(
      urlOf(endpoint, {
        params: { id: 'a/b', part: 'x y' },
        query: { page: 2, search: undefined },
      }),
    ).toBe('/api/things/a%2Fb/parts/x%20y?page=2');
  });

  it('leaves a path without query as it is', () => {
    expect(urlOf({ ...endpoint, path: '/api/things' })).toBe('/api/things');
  });
});

describe('responsesOf', () => {
  it('answers the success schema at its status and the error body at each error status', () => {
    expect(responsesOf(endpoint)).toEqual({
      201: okResponseSchema,
      400: errorResponseSchema,
      404: errorResponseSchema,
    });
  });
});
