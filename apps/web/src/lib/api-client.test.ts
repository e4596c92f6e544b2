import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse } from '@/testing/stub-api';
import { api, ApiError } from './api-client';

const stubFetch = (answer: () => Response | Promise<Response>) => {
  const fetchMock = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const caught = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
};

describe('api client', () => {
  it('sends JSON with the session cookie and returns the validated body', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ id: 7 }, 201));
    await expect(api.post('/things', { name: 'x' }, z.object({ id: z.number() }))).resolves.toEqual(
      {
        id: 7,
      },
    );
    expect(fetchMock).toHaveBeenCalledWith('/api/things', {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: '{"name":"x"}',
      credentials: 'same-origin',
    });
  });

  it('sends no body and no content type when there is nothing to send', async () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));
    await expect(api.post('/auth/member/logout')).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/member/logout',
      expect.objectContaining({ headers: { accept: 'application/json' }, body: undefined }),
    );
  });

  it('turns the API error shape into an ApiError with its field errors', async () => {
    stubFetch(() =>
      jsonResponse(
        {
          error: {
            code: 'validation_failed',
            message: 'Please correct the marked fields.',
            fieldErrors: { email: 'Email is required' },
          },
        },
        400,
      ),
    );
    const error = await caught(api.post('/things', {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Please correct the marked fields.',
      fieldErrors: { email: 'Email is required' },
    });
  });

  it('reports an unreachable server clearly', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await caught(api.get('/session', z.object({})));
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
    expect(error.message).toMatch(/could not reach the server/i);
  });

  it('reports a failure without a JSON body by its status', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await caught(api.get('/session', z.object({})));
    expect(error).toMatchObject({ status: 502, code: 'http_error', fieldErrors: {} });
    expect(error.message).toContain('502');
  });

  it('rejects a response that does not match the expected shape', async () => {
    stubFetch(() => jsonResponse({ id: 'seven' }));
    const error = await caught(api.get('/things/1', z.object({ id: z.number() })));
    expect(error).toMatchObject({ status: 200, code: 'invalid_response' });
  });

  it('keeps a server error message', async () => {
    stubFetch(() => errorResponse(409, 'conflict', 'This e-mail is already registered.'));
    const error = await caught(api.delete('/things/1'));
    expect(error).toMatchObject({ status: 409, message: 'This e-mail is already registered.' });
  });

  it('loads a check given as a function while the request is under way, and applies it', async () => {
    const events: string[] = [];
    stubFetch(() => {
      events.push('fetched');
      return jsonResponse({ id: 'seven' });
    });
    const loadCheck = () => {
      events.push('loading the check');
      return Promise.resolve(z.object({ id: z.number() }));
    };
    const error = await caught(api.get('/things/1', loadCheck));
    expect(events).toEqual(['loading the check', 'fetched']);
    expect(error).toMatchObject({ status: 200, code: 'invalid_response' });

    stubFetch(() => jsonResponse({ id: 7 }));
    await expect(api.get('/things/1', loadCheck)).resolves.toEqual({ id: 7 });
  });

  it('reports an unreachable server, not the check, when both fail', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await caught(
      api.get('/things/1', () => Promise.reject(new Error('the check did not load'))),
    );
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
  });

  it('reports a check that cannot be loaded as the network failing', async () => {
    stubFetch(() => jsonResponse({ id: 7 }));
    const error = await caught(
      api.get('/things/1', () =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      ),
    );
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
  });
});
