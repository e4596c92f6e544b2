import { vi } from 'vitest';
import { signedOut, siteSettings } from './fixtures';

type Handler = (init: RequestInit | undefined, url: URL) => Response | Promise<Response>;

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const errorResponse = (
  status: number,
  code: string,
  message: string,
  fieldErrors?: Record<string, string>,
) => jsonResponse({ error: { code, message, ...(fieldErrors && { fieldErrors }) } }, status);

const defaults: Record<string, Handler> = {
  'GET /api/content/site-settings': () => jsonResponse(siteSettings),
  'GET /api/session': () => jsonResponse(signedOut),
};

/**
 * Replaces global fetch with the API's answers, keyed by "METHOD /path?query" or, for any query,
 * "METHOD /path" (the handler gets the URL); the settings and a signed-out session are answered
 * unless overridden. Unknown calls get the API's JSON 404.
 */
export const stubApi = (handlers: Record<string, Handler> = {}) => {
  const all = { ...defaults, ...handlers };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    const parsed = new URL(url, 'http://localhost');
    const handler = all[`${method} ${url}`] ?? all[`${method} ${parsed.pathname}`];
    return handler
      ? handler(init, parsed)
      : errorResponse(404, 'not_found', `No route for ${method} ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};
