import { vi } from 'vitest';
import { signedOut, siteSettings } from './fixtures';

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const errorResponse = (status: number, code: string, message: string) =>
  jsonResponse({ error: { code, message } }, status);

const defaults: Record<string, Handler> = {
  'GET /api/content/site-settings': () => jsonResponse(siteSettings),
  'GET /api/session': () => jsonResponse(signedOut),
};

/**
 * Replaces global fetch with the API's answers, keyed by "METHOD /path"; the settings and a
 * signed-out session are answered unless overridden. Unknown calls get the API's JSON 404.
 */
export const stubApi = (handlers: Record<string, Handler> = {}) => {
  const all = { ...defaults, ...handlers };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    const handler = all[`${method} ${url}`];
    return handler
      ? handler(init)
      : errorResponse(404, 'not_found', `No route for ${method} ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};
